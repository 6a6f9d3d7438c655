
func.func @f(%c: tensor<*xf32>) {
// expected-error@+1 {{'tensor.expand_shape' op expected the expanded type, 'tensor<2x2xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<*xf32>'.}}
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<*xf32> into tensor<2x2xf32>
  return
}
