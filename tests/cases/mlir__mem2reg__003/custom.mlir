module {
  func.func @dyn(%arg0: index) -> i32 {
    %alloca = memref.alloca(%arg0) : memref<?xi32>
    %alloca_0 = memref.alloca() : memref<0xi32>
    %alloca_1 = memref.alloca() : memref<memref<i32>>
    %alloca_2 = memref.alloca() : memref<i32>
    memref.store %alloca_2, %alloca_1[] : memref<memref<i32>>
    %c1_i32 = arith.constant 1 : i32
    %0 = memref.load %alloca_1[] : memref<memref<i32>>
    memref.store %c1_i32, %0[] : memref<i32>
    %1 = memref.load %alloca_2[] : memref<i32>
    return %1 : i32
  }
}

