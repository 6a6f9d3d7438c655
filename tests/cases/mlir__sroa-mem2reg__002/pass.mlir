module {
  func.func @nested(%arg0: i1) -> i32 {
    %alloca = memref.alloca() : memref<i32>
    %c5_i32 = arith.constant 5 : i32
    memref.store %c5_i32, %alloca[] : memref<i32>
    %0 = scf.if %arg0 -> (i32) {
      scf.yield %c5_i32 : i32
    } else {
      %1 = memref.load %alloca[] : memref<i32>
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

