module {
  func.func @nested(%arg0: i1) -> i32 {
    %alloca = memref.alloca() : memref<i32>
    %c5_i32 = arith.constant 5 : i32
    memref.store %c5_i32, %alloca[] : memref<i32>
    %alloca_0 = memref.alloca() : memref<i32>
    %0 = scf.if %arg0 -> (i32) {
      %alloca_1 = memref.alloca() : memref<i32>
      memref.store %c5_i32, %alloca_1[] : memref<i32>
      %2 = memref.load %alloca_1[] : memref<i32>
      scf.yield %2 : i32
    } else {
      %2 = memref.load %alloca[] : memref<i32>
      scf.yield %2 : i32
    }
    memref.store %0, %alloca_0[] : memref<i32>
    %1 = memref.load %alloca_0[] : memref<i32>
    return %1 : i32
  }
}

