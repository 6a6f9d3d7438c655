#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#map1 = affine_map<(d0, d1, d2)[s0] -> ((d0 + d1) floordiv 4 + s0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 - d0)>
#map3 = affine_map<(d0) -> (d0 mod 8 + (d0 floordiv 8) * 8)>
module {
  func.func @compose(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
    %c4 = arith.constant 4 : index
    %0 = affine.apply #map(%arg0, %arg1)
    %1 = affine.apply #map1(%0, %arg0, %arg2)[%c4]
    %2 = affine.apply #map2(%1, %1)
    %3 = affine.apply #map3(%2)
    return %2, %3 : index, index
  }
}

