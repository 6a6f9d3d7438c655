
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected operation name in quotes}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32> {x}
  return
}
