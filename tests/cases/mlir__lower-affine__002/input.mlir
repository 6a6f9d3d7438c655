
func.func @minmax(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 4, 16)>(%a, %b)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 floordiv 2, s0)>(%a)[%b]
  return %0, %1 : index, index
}

