
func.func @delinearize_basis(%n : index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %n into (0, -1) : index, index
  return
}

