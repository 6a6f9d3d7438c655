
func.func @parallel_steps(%n : index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

