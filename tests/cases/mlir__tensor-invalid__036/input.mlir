
func.func @f(%c: tensor<4xf32>, %i: index) {
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
// expected-error@+1 {{'tensor.expand_shape' op requires attribute 'static_output_shape'}}
  %1 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1]]}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
