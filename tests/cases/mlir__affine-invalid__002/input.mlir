
func.func @apply_mismatch(%n : index) {
  // expected-error@+1 {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)
  return
}

