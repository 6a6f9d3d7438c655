#map = affine_map<(d0) -> (d0 mod 2)>
module {
  func.func @basic() -> (index, index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = affine.apply #map(%c0)
    %1 = affine.apply #map(%c0_0)
    return %0, %1 : index, index
  }
}

