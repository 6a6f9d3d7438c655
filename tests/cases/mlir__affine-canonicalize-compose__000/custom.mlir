#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 + 16, s0 * 8)>
#map2 = affine_map<(d0, d1) -> (d0 + 4, d1)>
#map3 = affine_map<(d0, d1) -> (d0 floordiv 2, d1 * 3, d0 floordiv 2)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> (d0 + 4, 10)>
#map6 = affine_map<(d0, d1) -> (d0 - d1)>
#map7 = affine_map<(d0) -> (d0 floordiv 4)>
#map8 = affine_map<(d0) -> (d0 * 2)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 * 2 == 0)>
module {
  func.func @more(%arg0: index, %arg1: index, %arg2: memref<100x100xf32>, %arg3: vector<4xf32>) -> (index, index) {
    %0 = affine.apply #map(%arg0)
    %1 = affine.min #map1(%arg1)[%arg0]
    %2 = affine.min #map2(%0, %1)
    affine.prefetch %arg2[%0, %0 + 2], read, locality<3>, data : memref<100x100xf32>
    %3 = affine.vector_load %arg2[%0, %arg0 * 2] : memref<100x100xf32>, vector<4xf32>
    affine.vector_store %3, %arg2[%0 - 1, %arg1] : memref<100x100xf32>, vector<4xf32>
    affine.if #set(%0)[%arg0] {
      "test.x"() : () -> ()
    }
    %4 = affine.max #map3(%0, %arg0)
    affine.for %arg4 = 0 to 10 {
      affine.for %arg5 = #map4(%arg4) to min #map5(%arg4) {
        %5 = affine.apply #map6(%arg5, %arg4)
        %6 = affine.apply #map7(%5)
        "test.use"(%6) : (index) -> ()
      }
    }
    affine.parallel (%arg4, %arg5) = (0, 0) to (10, %arg1) {
      %5 = affine.apply #map8(%arg4)
      "test.use"(%5, %arg5) : (index, index) -> ()
    }
    return %2, %4 : index, index
  }
}

