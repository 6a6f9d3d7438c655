#map = affine_map<()[s0, s1] -> (16, s1 + 16, s0 + s1)>
#map1 = affine_map<()[s0] -> (3, 7, s0 * 2)>
#map2 = affine_map<()[s0, s1, s2] -> (16, s2 + 1, s1 + 16, s0 + s1)>
#map3 = affine_map<()[s0] -> (s0 + 1)>
module {
  func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
    %c2 = arith.constant 2 : index
    %0 = affine.min #map()[%arg0, %arg1]
    %1 = affine.max #map1()[%arg0]
    %2 = affine.min #map2()[%arg0, %arg1, %0]
    %3 = affine.apply #map3()[%arg1]
    return %0, %1, %2, %3, %c2 : index, index, index, index, index
  }
}

