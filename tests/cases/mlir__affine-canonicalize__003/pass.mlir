#map = affine_map<()[s0, s1, s2] -> (-s0 + s0 * s1 + s1 * s2)>
module {
  func.func @semi_affine(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply #map()[%arg0, %arg1, %arg2]
    return %arg0, %c0, %0 : index, index, index
  }
}

