
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.expand_shape' expected 'output_shape'}}
  %0 = tensor.expand_shape %t [[0, 1]] : tensor<4xf32> into tensor<2x2xf32>
  return
}
