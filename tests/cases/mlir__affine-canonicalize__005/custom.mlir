#map = affine_map<(d0, d1) -> (d0 + d1, 16, d1 + 16, 16)>
#map1 = affine_map<(d0)[s0] -> (d0 * 2, s0, 7)>
#map2 = affine_map<(d0)[s0] -> (s0, d0 + 1)>
#map3 = affine_map<()[s0] -> (s0 + 1)>
#map4 = affine_map<() -> (4, 2, 9)>
module {
  func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
    %c3 = arith.constant 3 : index
    %0 = affine.min #map(%arg0, %arg1)
    %1 = affine.max #map1(%arg0)[%c3]
    %2 = affine.min #map2(%0)[%0]
    %3 = affine.max #map3()[%arg1]
    %4 = affine.min #map4()
    return %0, %1, %2, %3, %4 : index, index, index, index, index
  }
}

