
func.func @f(%c: tensor<4x1xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (3).}}
  %0 = "tensor.collapse_shape"(%c) <{reassociation = [[0], [1], [2]]}> : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return
}
