// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(sroa,mem2reg))' -split-input-file
func.func @loop(%n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<f32>
  %d = memref.alloca() : memref<1x1xi32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %a[] : memref<i32>
  cf.br ^head
^head:
  %v = memref.load %a[] : memref<i32>
  %w = arith.addi %v, %c1 : i32
  cf.cond_br %c, ^body, ^exit
^body:
  memref.store %w, %a[] : memref<i32>
  memref.store %w, %d[%i0, %i0] : memref<1x1xi32>
  cf.cond_br %c, ^head, ^other
^other:
  %f = memref.load %b[] : memref<f32>
  cf.br ^head
^exit:
  %r = memref.load %a[] : memref<i32>
  %q = memref.load %d[%i0, %i0] : memref<1x1xi32>
  %s = arith.addi %r, %q : i32
  return %s : i32
^dead:
  memref.store %c1, %a[] : memref<i32>
  cf.br ^exit
}

