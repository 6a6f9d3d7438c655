module {
  func.func @zero_d(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
    %subview = memref.subview %arg0[%arg1, %arg2] [1, 1] [1, 1] : memref<8x8xf32> to memref<f32, strided<[], offset: ?>>
    %0 = memref.load %subview[] : memref<f32, strided<[], offset: ?>>
    memref.store %arg3, %subview[] : memref<f32, strided<[], offset: ?>>
    return %0 : f32
  }
}

