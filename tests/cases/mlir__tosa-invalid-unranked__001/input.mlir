
func.func @b(%a: tensor<*xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected perms attribute to have size 3 (output rank) but got size 2}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 5>} : (tensor<*xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
