#map = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
module {
  func.func @fold_dynamic_stride_subview_with_store(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) {
    %0 = affine.apply #map()[%arg1, %arg3, %arg5]
    %1 = affine.apply #map()[%arg2, %arg4, %arg6]
    memref.store %arg7, %arg0[%0, %1] : memref<12x32xf32>
    return
  }
}

