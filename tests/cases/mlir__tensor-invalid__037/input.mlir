
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1.0]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
