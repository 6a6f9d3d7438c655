#map = affine_map<()[s0] -> (s0, 0)>
#map1 = affine_map<(d0)[s0] -> (d0, s0, 4)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 2)>
module {
  func.func @loops(%arg0: index, %arg1: index) {
    affine.for %arg2 = 0 to 10 {
    } {some_attr = true}
    affine.for %arg2 = max #map()[%arg0] to min #map1(%arg0)[%arg1] step 3 {
      affine.for %arg3 = #map2(%arg2) to #map3(%arg2) {
        "foo.use"(%arg2, %arg3) : (index, index) -> ()
      }
    }
    affine.for %arg2 = -5 to 7 step 2 {
    }
    %0:2 = affine.for %arg2 = 0 to %arg0 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
      affine.yield %arg4, %arg3 : index, index
    }
    %1 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %arg0) -> (index) {
      affine.yield %arg3 : index
    }
    return
  }
}

