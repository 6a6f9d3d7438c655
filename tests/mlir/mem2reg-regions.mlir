// RUN: mlir-opt %s -mem2reg -split-input-file
func.func @inner(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = memref.alloca() : memref<i32>
    %c1 = arith.constant 1 : i32
    cf.cond_br %c, ^x, ^y
  ^x:
    memref.store %c1, %a[] : memref<i32>
    cf.br ^y
  ^y:
    %l = memref.load %a[] : memref<i32>
    scf.yield %l : i32
  }
  return %r : i32
}

// -----

module {
  func.func @f1() -> f32 {
    %a = memref.alloca() : memref<f32>
    %l = memref.load %a[] : memref<f32>
    return %l : f32
  }
  func.func @f2(%x: index) -> index {
    %a = memref.alloca() : memref<1xindex>
    %c0 = arith.constant 0 : index
    memref.store %x, %a[%c0] : memref<1xindex>
    %l = memref.load %a[%c0] : memref<1xindex>
    return %l : index
  }
}

// -----

func.func @loop_dead(%n: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  memref.store %c0, %b[] : memref<i32>
  cf.br ^h
^h:
  %v = memref.load %a[] : memref<i32>
  %w = memref.load %b[] : memref<i32>
  memref.store %w, %a[] : memref<i32>
  memref.store %v, %b[] : memref<i32>
  cf.cond_br %n, ^h, ^e
^e:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

func.func @self_store(%p: memref<memref<i32>>) {
  %a = memref.alloca() : memref<memref<i32>>
  %b = memref.alloca() : memref<i32>
  memref.store %b, %a[] : memref<memref<i32>>
  %l = memref.load %a[] : memref<memref<i32>>
  memref.store %l, %p[] : memref<memref<i32>>
  return
}
