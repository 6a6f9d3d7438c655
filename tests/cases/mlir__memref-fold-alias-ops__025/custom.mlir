module {
  func.func @expand(%arg0: memref<f32>, %arg1: memref<?xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: f32) -> f32 {
    %expand_shape = memref.expand_shape %arg0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
    %0 = memref.load %expand_shape[%arg2, %arg3] : memref<1x1xf32>
    %expand_shape_0 = memref.expand_shape %arg1 [[0, 1, 2]] output_shape [2, %arg5, 4] : memref<?xf32> into memref<2x?x4xf32>
    memref.store %arg6, %expand_shape_0[%arg2, %arg3, %arg4] : memref<2x?x4xf32>
    return %0 : f32
  }
}

