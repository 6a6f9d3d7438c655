
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op expected collapsed rank (1) to equal the number of reassociation maps (0).}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
