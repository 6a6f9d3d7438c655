
func.func @s2(%p: tensor<2x2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tosa.select' op result type '2' not broadcast compatible with broadcasted operands's shapes '2x2'}}
  %0 = tosa.select %p, %a, %a : (tensor<2x2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
