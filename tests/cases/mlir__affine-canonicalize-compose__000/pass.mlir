#map = affine_map<()[s0, s1] -> (s1 + 16, s0 + 5, s0 * 8)>
#map1 = affine_map<()[s0] -> ((s0 + 1) floordiv 2, s0 * 3)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 4, 10)>
#map4 = affine_map<(d0, d1) -> ((d0 - d1) floordiv 4)>
#map5 = affine_map<(d0) -> (d0 * 2)>
#set = affine_set<()[s0] : (1 >= 0, s0 * 2 + 2 == 0)>
module {
  func.func @more(%arg0: index, %arg1: index, %arg2: memref<100x100xf32>, %arg3: vector<4xf32>) -> (index, index) {
    %0 = affine.min #map()[%arg0, %arg1]
    affine.prefetch %arg2[symbol(%arg0) + 1, symbol(%arg0) + 3], read, locality<3>, data : memref<100x100xf32>
    %1 = affine.vector_load %arg2[symbol(%arg0) + 1, symbol(%arg0) * 2] : memref<100x100xf32>, vector<4xf32>
    affine.vector_store %1, %arg2[symbol(%arg0), symbol(%arg1)] : memref<100x100xf32>, vector<4xf32>
    affine.if #set()[%arg0] {
      "test.x"() : () -> ()
    }
    %2 = affine.max #map1()[%arg0]
    affine.for %arg4 = 0 to 10 {
      affine.for %arg5 = #map2(%arg4) to min #map3(%arg4) {
        %3 = affine.apply #map4(%arg5, %arg4)
        "test.use"(%3) : (index) -> ()
      }
    }
    affine.parallel (%arg4, %arg5) = (0, 0) to (10, symbol(%arg1)) {
      %3 = affine.apply #map5(%arg4)
      "test.use"(%3, %arg5) : (index, index) -> ()
    }
    return %0, %2 : index, index
  }
}

