
func.func @b(%a: tensor<2x3xf32>) -> !tosa.shape<1> {
  // expected-error@+1 {{'tosa.dim' op expect axis to be in the range [0, 2), got 2}}
  %0 = tosa.dim %a {axis = 2 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}
