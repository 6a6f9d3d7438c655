// RUN: mlir-opt %s -generate-runtime-verification -cse -split-input-file | FileCheck %s

// Upstream's test/Dialect/MemRef/runtime-verification.mlir, without its
// CHECK lines.

func.func @expand_shape(%m: memref<?xf32>, %sz0: index) -> memref<?x5xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%sz0, 5] : memref<?xf32> into memref<?x5xf32>
  return %0 : memref<?x5xf32>
}

