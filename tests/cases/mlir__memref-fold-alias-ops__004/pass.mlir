#map = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
module {
  func.func @fold_rank_reducing_subview_with_load(%arg0: memref<?x?x?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: index) -> f32 {
    %0 = affine.apply #map()[%arg1, %arg13, %arg7]
    %1 = affine.apply #map()[%arg3, %arg14, %arg9]
    %2 = affine.apply #map()[%arg4, %arg15, %arg10]
    %3 = affine.apply #map()[%arg5, %arg16, %arg11]
    %4 = memref.load %arg0[%0, %arg2, %1, %2, %3, %arg6] : memref<?x?x?x?x?x?xf32>
    return %4 : f32
  }
}

