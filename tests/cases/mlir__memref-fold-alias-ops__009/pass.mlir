module {
  func.func @fold_static_stride_subview_with_affine_load_store_expand_shape_3d(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2], [3]] output_shape [2, 2, 3, 32] : memref<12x32xf32> into memref<2x2x3x32xf32>
    %0 = affine.load %expand_shape[%arg1, %arg2, %arg3, %arg4] : memref<2x2x3x32xf32>
    return %0 : f32
  }
}

