
func.func @f(%c: tensor<4x1xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = "tensor.collapse_shape"(%c) <{reassociation = [[0, 1, 2]]}> : (tensor<4x1xf32>) -> tensor<4xf32>
  return
}
