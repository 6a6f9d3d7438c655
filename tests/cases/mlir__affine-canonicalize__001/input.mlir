
// Maps that cannot be flattened (division by zero or a negative constant)
// are left alone.
func.func @apply_unflattenable(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%a)
  %1 = affine.apply affine_map<(d0) -> ((d0 + 4) mod -2)>(%a)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 ceildiv -3)>(%a, %b)
  return %0, %1, %2 : index, index, index
}

