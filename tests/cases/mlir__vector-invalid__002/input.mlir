
func.func @c(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<4x8xf32>
  return
}

