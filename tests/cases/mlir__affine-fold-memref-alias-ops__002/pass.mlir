module {
  func.func @fold_static_stride_subview_with_affine_load_store_collapse_shape(%arg0: memref<2x6x32xf32>, %arg1: index, %arg2: index) -> f32 {
    %0:2 = affine.delinearize_index %arg1 into (2, 6) : index, index
    %1 = affine.load %arg0[%0#0, %0#1, %arg2] : memref<2x6x32xf32>
    return %1 : f32
  }
}

