#map = affine_map<()[s0, s1] -> ((s0 * s1) floordiv s1)>
#map1 = affine_map<()[s0, s1] -> ((s0 * s1 + s1) mod s1)>
#map2 = affine_map<()[s0, s1, s2] -> (s0 * s1 + s1 * s2 - s0)>
module {
  func.func @semi_affine(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %0 = affine.apply #map()[%arg0, %arg1]
    %1 = affine.apply #map1()[%arg0, %arg1]
    %2 = affine.apply #map2()[%arg0, %arg1, %arg2]
    return %0, %1, %2 : index, index, index
  }
}

