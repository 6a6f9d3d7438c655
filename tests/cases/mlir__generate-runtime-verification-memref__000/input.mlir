// RUN: mlir-opt -generate-runtime-verification -split-input-file %s

// Inputs of upstream's memref runtime-verification tests
// (test/Integration/Dialect/MemRef/*-runtime-verification.mlir), without
// their CHECK lines and the llvm dialect ops some build their inputs with.
// mlir-opt 22 loads no scf for the checks of memref.subview: a chunk
// holding one also holds an scf op, or mlir-opt crashes. The result types
// of the subviews have the dynamic offset mlir-opt 22 infers.

func.func @main() {
  %alloc = memref.alloca() : memref<5xf64>
  %0 = memref.assume_alignment %alloc, 8 : memref<5xf64>
  return
}

func.func @unaligned(%buffer: memref<1xf32>) {
  %assume = memref.assume_alignment %buffer, 4 : memref<1xf32>
  return
}

