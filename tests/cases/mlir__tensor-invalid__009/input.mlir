
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.expand_shape %c [[0, 2]] output_shape [2, 2, 1] : tensor<4xf32> into tensor<2x2x1xf32>
  return
}
