
func.func @apply_dim_as_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}

