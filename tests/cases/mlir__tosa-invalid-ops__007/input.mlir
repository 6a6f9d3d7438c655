
func.func @id(%a: tensor<2xf32>) -> tensor<3xf32> {
  %0 = tosa.identity %a : (tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
