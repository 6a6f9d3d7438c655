
func.func @rev(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
