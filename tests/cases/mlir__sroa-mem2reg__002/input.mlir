
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

