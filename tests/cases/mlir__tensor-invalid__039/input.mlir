
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[1, 0]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
