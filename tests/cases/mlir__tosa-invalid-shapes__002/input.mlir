
func.func @b2(%a: tensor<2x3xf32>) -> !tosa.shape<2> {
  // expected-error@+1 {{'tosa.dim' op expect output shape type to contain one element, got '!tosa.shape<2>'}}
  %0 = tosa.dim %a {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}
