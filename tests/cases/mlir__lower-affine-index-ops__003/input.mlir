
func.func @lin(%a: index, %b: index, %c: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 4, 5) : index
  %1 = affine.linearize_index [%a, %b, %c] by (4, %n) : index
  return %0, %1 : index, index
}

