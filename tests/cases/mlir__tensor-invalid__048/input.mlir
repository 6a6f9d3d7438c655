
func.func @f(%c: tensor<4x1xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %c [[0, 1], []] : tensor<4x1xf32> into tensor<3x1xf32>
  return
}
