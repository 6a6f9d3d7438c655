
func.func @d(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (32) and result (3)}}
  %0 = vector.shape_cast %a : vector<4x8xf32> to vector<3xf32>
  return
}

