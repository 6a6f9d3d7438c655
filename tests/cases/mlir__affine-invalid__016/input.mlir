
func.func @linearize_basis(%n : index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = "affine.linearize_index"(%n, %n) <{static_basis = array<i64: 1, 2, 3>, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> index
  return
}

