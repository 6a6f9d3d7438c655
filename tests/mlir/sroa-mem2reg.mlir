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

// -----

func.func @switch(%x: i32, %f: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.switch %x : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  memref.store %x, %a[] : memref<i32>
  cf.br ^bb4
^bb2:
  memref.store %f, %a[] : memref<i32>
  cf.br ^bb4
^bb3:
  cf.br ^bb4
^bb4:
  %l = memref.load %a[] : memref<i32>
  return %l : i32
}

// -----

func.func @nested(%c: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %c5 = arith.constant 5 : i32
  memref.store %c5, %a[] : memref<i32>
  %b = memref.alloca() : memref<i32>
  %r = scf.if %c -> i32 {
    %in = memref.alloca() : memref<i32>
    memref.store %c5, %in[] : memref<i32>
    %l = memref.load %in[] : memref<i32>
    scf.yield %l : i32
  } else {
    %l = memref.load %a[] : memref<i32>
    scf.yield %l : i32
  }
  memref.store %r, %b[] : memref<i32>
  %l2 = memref.load %b[] : memref<i32>
  return %l2 : i32
}

// -----

func.func @dyn(%n: index) -> i32 {
  %a = memref.alloca(%n) : memref<?xi32>
  %b = memref.alloca() : memref<0xi32>
  %m = memref.alloca() : memref<memref<i32>>
  %in = memref.alloca() : memref<i32>
  memref.store %in, %m[] : memref<memref<i32>>
  %c = arith.constant 1 : i32
  %0 = memref.load %m[] : memref<memref<i32>>
  memref.store %c, %0[] : memref<i32>
  %1 = memref.load %in[] : memref<i32>
  return %1 : i32
}
