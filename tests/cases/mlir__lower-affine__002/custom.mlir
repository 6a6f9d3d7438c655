#map = affine_map<(d0, d1) -> (d0, d1 + 4, 16)>
#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2, s0)>
module {
  func.func @minmax(%arg0: index, %arg1: index) -> (index, index) {
    %0 = affine.min #map(%arg0, %arg1)
    %1 = affine.max #map1(%arg0)[%arg1]
    return %0, %1 : index, index
  }
}

