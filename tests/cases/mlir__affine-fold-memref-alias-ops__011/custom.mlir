module {
  func.func @maps(%arg0: memref<16x16xf32>, %arg1: memref<1x1xf32>, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
    %subview = memref.subview %arg0[%arg2, 2] [8, 8] [2, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[32, 1], offset: ?>>
    %0 = affine.load %subview[%arg3 floordiv 2, symbol(%arg2) + 3] : memref<8x8xf32, strided<[32, 1], offset: ?>>
    %collapse_shape = memref.collapse_shape %arg1 [] : memref<1x1xf32> into memref<f32>
    affine.store %0, %collapse_shape[] : memref<f32>
    %subview_0 = memref.subview %arg0[%arg2, %arg3] [1, 1] [1, 1] : memref<16x16xf32> to memref<f32, strided<[], offset: ?>>
    %1 = affine.load %subview_0[] : memref<f32, strided<[], offset: ?>>
    %2 = arith.addf %0, %1 : f32
    return %2 : f32
  }
}

