
func.func @f(%c: tensor<4x4xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  1.}}
  %0 = tensor.collapse_shape %c [[0], [0]] : tensor<4x4xf32> into tensor<4x4xf32>
  return
}
