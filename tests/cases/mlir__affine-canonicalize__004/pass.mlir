#map = affine_map<(d0) -> (d0 floordiv 4)>
module {
  func.func @loops(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    affine.for %arg3 = 0 to 16 step 4 {
      %0 = affine.apply #map(%arg3)
      "test.use"(%c0, %c0, %0) : (index, index, index) -> ()
    }
    affine.for %arg3 = 2 to 8 {
      %0 = affine.load %arg1[%arg3] : memref<?xf32>
      affine.store %0, %arg1[%arg3 + 1] : memref<?xf32>
    }
    return %arg2 : f32
  }
}

