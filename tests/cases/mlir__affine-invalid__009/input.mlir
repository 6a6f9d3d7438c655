
func.func @for_bad_bound(%n : index) {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "s" to 10 {
  }
  return
}

