#map = affine_map<(d0) -> (d0 floordiv 16)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0) -> ((d0 + 2) floordiv 4)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<()[s0] -> (s0, 8)>
module {
  func.func @loops(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) -> f32 {
    %c2 = arith.constant 2 : index
    %c10 = arith.constant 10 : index
    affine.for %arg3 = 0 to 16 step 4 {
      %2 = affine.apply #map(%arg3)
      %3 = affine.apply #map1(%arg3)
      %4 = affine.apply #map2(%arg3)
      "test.use"(%2, %3, %4) : (index, index, index) -> ()
    }
    affine.for %arg3 = #map3(%c2) to min #map4()[%c10] {
      %2 = affine.load %arg1[%arg3] : memref<?xf32>
      affine.store %2, %arg1[%arg3 + 1] : memref<?xf32>
    }
    %0 = affine.for %arg3 = 5 to 5 iter_args(%arg4 = %arg2) -> (f32) {
      %2 = arith.addf %arg4, %arg4 : f32
      affine.yield %2 : f32
    }
    %1 = affine.for %arg3 = 0 to %arg0 iter_args(%arg4 = %0) -> (f32) {
      affine.yield %arg4 : f32
    }
    return %1 : f32
  }
}

