module {
  func.func @zero_d(%arg0: memref<f32, strided<[], offset: ?>>, %arg1: memref<4x4xf32>, %arg2: index) -> (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) {
    %subview = memref.subview %arg0[] [] [] : memref<f32, strided<[], offset: ?>> to memref<f32, strided<[], offset: ?>>
    %subview_0 = memref.subview %arg1[%arg2, 2] [1, 1] [1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: ?>>
    return %subview, %subview_0 : memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>
  }
}

