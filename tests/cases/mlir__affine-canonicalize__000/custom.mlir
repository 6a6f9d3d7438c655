#map = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#map1 = affine_map<(d0)[s0] -> (d0 mod s0)>
#map2 = affine_map<(d0)[s0] -> (d0 + s0)>
#map3 = affine_map<(d0)[s0] -> (d0 * s0)>
module {
  func.func @apply_fold_edges() -> (index, index, index, index, index) {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c9223372036854775807 = arith.constant 9223372036854775807 : index
    %c-3 = arith.constant -3 : index
    %0 = affine.apply #map(%c5)[%c0]
    %1 = affine.apply #map1(%c5)[%c-3]
    %2 = affine.apply #map2(%c9223372036854775807)[%c9223372036854775807]
    %3 = affine.apply #map3(%c9223372036854775807)[%c9223372036854775807]
    %4 = affine.apply #map(%c5)[%c-3]
    return %0, %1, %2, %3, %4 : index, index, index, index, index
  }
}

