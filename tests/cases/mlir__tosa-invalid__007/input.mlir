
func.func @bad_nan_mode(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{invalid nan_mode value: SOMETIMES}}
  %0 = tosa.minimum %a, %a {nan_mode = SOMETIMES} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

