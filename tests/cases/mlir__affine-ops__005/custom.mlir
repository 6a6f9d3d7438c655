#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<() -> (42)>
#map2 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map3 = affine_map<() -> (77, 78, 79)>
module {
  func.func @index_ops(%arg0: index) {
    %0 = affine.apply #map(%arg0)[%arg0] {attr}
    %1 = affine.apply #map1()
    %2 = affine.min #map2(%arg0)[%arg0]
    %3 = affine.max #map3() {y}
    %4:3 = affine.delinearize_index %arg0 into (2, 3, 4) : index, index, index
    %5:2 = affine.delinearize_index %arg0 into (%arg0) : index, index
    %6 = affine.linearize_index [%arg0, %arg0] by (3) : index
    %7 = affine.linearize_index disjoint [%arg0, %arg0] by (%arg0, 3) : index
    return
  }
}

