
// Semi-affine expressions.
func.func @semi_affine(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) floordiv s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1 + s1) mod s1)>()[%a, %b]
  %2 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * s1 + s2 * s1 - s0)>()[%a, %b, %c]
  return %0, %1, %2 : index, index, index
}

