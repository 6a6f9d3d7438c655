
// Composition, duplicate operands, unused operands, constant symbols.
func.func @compose(%a: index, %b: index, %c: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0, d1, d2)[s0] -> ((d0 + d1) floordiv 4 + s0)>(%0, %a, %c)[%c4]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 - d0)>(%1, %1)
  %3 = affine.apply affine_map<(d0) -> (d0 mod 8 + (d0 floordiv 8) * 8)>(%2)
  return %2, %3 : index, index
}

