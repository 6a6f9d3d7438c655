module {
  func.func @too_big(%arg0: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %alloca = memref.alloca() : memref<17xi32>
    %alloca_0 = memref.alloca() : memref<f32>
    memref.store %arg0, %alloca[%c0] : memref<17xi32>
    %0 = memref.load %alloca[%c0] : memref<17xi32>
    %1 = memref.load %alloca_0[] : memref<f32>
    return %0 : i32
  }
}

