module {
  func.func @dyn(%arg0: index) -> i32 {
    %alloca = memref.alloca(%arg0) : memref<?xi32>
    %alloca_0 = memref.alloca() : memref<0xi32>
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32 : i32
  }
}

