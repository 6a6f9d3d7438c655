
func.func @result_broadcast(%a: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'tosa.pow' op result type '2x4' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.pow %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

