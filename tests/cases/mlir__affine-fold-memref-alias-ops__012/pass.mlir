#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @expand_constant(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
    %c3 = arith.constant 3 : index
    affine.for %arg3 = 0 to 10 {
      %0 = affine.apply #map(%arg3)
      %1 = affine.linearize_index disjoint [%0, %c3] by (%arg1, 4) : index
      affine.store %arg2, %arg0[%1] : memref<?xf32>
    }
    return
  }
}

