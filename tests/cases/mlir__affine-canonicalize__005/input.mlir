
// min and max.
func.func @min_max(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, 16, d1 + 16, 16)>(%a, %b)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0, 7)>(%a)[%c3]
  %2 = affine.min affine_map<(d0)[s0] -> (s0, d0 + 1)>(%0)[%0]
  %3 = affine.max affine_map<()[s0] -> (s0 + 1)>()[%b]
  %4 = affine.min affine_map<() -> (4, 2, 9)>()
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

