
func.func @rev2(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {
  // expected-error@+1 {{'tosa.reverse' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
