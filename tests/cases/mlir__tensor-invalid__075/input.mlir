
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+2 {{custom op 'tensor.extract_slice' expected integer value}}
// expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[a][4][1] : tensor<4xf32> to tensor<4xf32>
  return
}
