#map = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d1 * s1 + s0 + d0)>
module {
  func.func @t(%arg0: memref<?x?xf32, #map>) {
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32, #map> to memref<?x?xf32, #map1>
    return
  }
}

