
func.func @c(%a: tensor<2x3xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
