
func.func @for_lower_bound_results() {
  // expected-error@+1 {{'affine.for' op expected lower bound map to have at least one result}}
  affine.for %i = max affine_map<() -> ()>() to 5 {
  }
  return
}

