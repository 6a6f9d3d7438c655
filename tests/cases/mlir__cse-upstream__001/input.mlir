
#map0 = affine_map<(d0) -> (d0 mod 2)>

func.func @basic() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 0 : index

  %0 = affine.apply #map0(%c0)
  %1 = affine.apply #map0(%c1)

  return %0, %1 : index, index
}

