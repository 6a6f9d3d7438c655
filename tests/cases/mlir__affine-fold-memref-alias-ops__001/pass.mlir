module {
  func.func @fold_static_stride_subview_with_affine_load_store_expand_shape(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %0 = affine.linearize_index disjoint [%arg1, %arg2] by (2, 6) : index
    %1 = affine.load %arg0[%0, %arg3] : memref<12x32xf32>
    return %1 : f32
  }
}

