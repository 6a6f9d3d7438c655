module {
  func.func @fold_static_stride_subview_with_affine_load_store_expand_shape_3d(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
    %0 = affine.linearize_index disjoint [%arg1, %arg2, %arg3] by (2, 2, 3) : index
    %1 = affine.load %arg0[%0, %arg4] : memref<12x32xf32>
    return %1 : f32
  }
}

