// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(sroa))' -split-input-file
func.func @sroa_many(%arg0: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %alloca = memref.alloca() : memref<3x2xi32>
  memref.store %arg0, %alloca[%c2, %c1] : memref<3x2xi32>
  cf.cond_br %c, ^a, ^b
^a:
  memref.store %arg0, %alloca[%c0, %c1] : memref<3x2xi32>
  cf.br ^b
^b:
  %r = memref.load %alloca[%c2, %c1] : memref<3x2xi32>
  %s = memref.load %alloca[%c1, %c0] : memref<3x2xi32>
  %t = arith.addi %r, %s : i32
  return %t : i32
}

