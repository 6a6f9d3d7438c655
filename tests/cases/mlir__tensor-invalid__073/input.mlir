
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+2 {{expected '[' in dynamic index list}}
// expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0][4] : tensor<4xf32> to tensor<4xf32>
  return
}
