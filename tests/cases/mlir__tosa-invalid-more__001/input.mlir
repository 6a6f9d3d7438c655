
func.func @b(%a: tensor<2x3xf32>, %s: tensor<1xi8>) -> tensor<2x3xf32> {
  %0 = tosa.mul %a, %a, %s : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
