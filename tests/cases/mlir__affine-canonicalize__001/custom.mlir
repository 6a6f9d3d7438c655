#map = affine_map<(d0) -> (d0 floordiv 0)>
#map1 = affine_map<(d0) -> ((d0 + 4) mod -2)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 ceildiv -3)>
module {
  func.func @apply_unflattenable(%arg0: index, %arg1: index) -> (index, index, index) {
    %0 = affine.apply #map(%arg0)
    %1 = affine.apply #map1(%arg0)
    %2 = affine.apply #map2(%arg0, %arg1)
    return %0, %1, %2 : index, index, index
  }
}

