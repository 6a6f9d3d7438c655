module {
  func.func @fold_static_stride_subview_with_affine_load_store_collapse_shape_with_0d_result(%arg0: memref<1xf32>, %arg1: memref<1xf32>) -> memref<1xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [] : memref<1xf32> into memref<f32>
    affine.for %arg2 = 0 to 3 {
      %0 = affine.load %collapse_shape[] : memref<f32>
      affine.store %0, %arg1[0] : memref<1xf32>
    }
    return %arg1 : memref<1xf32>
  }
}

