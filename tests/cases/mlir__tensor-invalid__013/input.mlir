
func.func @f(%c: tensor<4x4xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<4x4xf32> into tensor<?xf32>
  return
}
