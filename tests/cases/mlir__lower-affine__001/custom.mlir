#map = affine_map<(d0) -> (d0, 2)>
#map1 = affine_map<(d0)[s0] -> (d0 + 8, s0)>
module {
  func.func @loops(%arg0: index, %arg1: memref<100x100xf32>) {
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = max #map(%arg2) to min #map1(%arg2)[%arg0] step 2 {
        %0 = affine.load %arg1[%arg2 + 1, %arg3 * 2] : memref<100x100xf32>
        affine.store %0, %arg1[%arg3, %arg2] : memref<100x100xf32>
      }
    }
    return
  }
}

