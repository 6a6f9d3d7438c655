#map = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 - s0 + 7)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0) -> (d0 floordiv 8)>
#map3 = affine_map<(d0) -> (d0 ceildiv 8)>
#map4 = affine_map<(d0, d1) -> (d0 - d1)>
#map5 = affine_map<(d0) -> (-d0)>
#map6 = affine_map<()[s0] -> (s0 * 2 - 1)>
module {
  func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = affine.apply #map(%arg0, %arg1)[%arg2]
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map2(%1)
    %3 = affine.apply #map3(%2)
    %4 = affine.apply #map4(%3, %arg0)
    %5 = affine.apply #map5(%4)
    %6 = affine.apply #map6()[%5]
    return %6 : index
  }
}

