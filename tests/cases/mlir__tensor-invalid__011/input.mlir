
func.func @f(%c: tensor<4x4xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<4x4xf32> into tensor<16x1xf32>
  return
}
