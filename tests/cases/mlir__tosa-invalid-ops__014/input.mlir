
func.func @tr(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected output tensor dim 0 to match input dim 0 with value of 2}}
  %0 = tosa.transpose %a {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
