
func.func @shape_not_resolvable(%a: tensor<6xf32>, %s: !tosa.shape<2>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.reshape' op shape operand is not compile time resolvable}}
  %0 = tosa.reshape %a, %s : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

