#map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
#map1 = affine_map<()[s0, s1] -> (s0 + s1 * 3)>
module {
  func.func @fold_static_stride_subview_with_affine_load_store(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
    %0 = affine.apply #map()[%arg1, %arg3]
    %1 = affine.apply #map1()[%arg2, %arg4]
    %2 = affine.load %arg0[%0, %1] : memref<12x32xf32>
    %3 = affine.apply #map()[%arg1, %arg3]
    %4 = affine.apply #map1()[%arg2, %arg4]
    affine.store %2, %arg0[%3, %4] : memref<12x32xf32>
    return %2 : f32
  }
}

