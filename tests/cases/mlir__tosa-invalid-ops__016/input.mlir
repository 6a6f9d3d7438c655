
func.func @ar(%a: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
