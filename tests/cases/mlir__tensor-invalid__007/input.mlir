
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<4xi32>', but got 'tensor<4xf32>'}}
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xi32>
  return
}
