
func.func @c(%a: tensor<2x3xi8>, %s: tensor<1xi8>) -> tensor<2x3xi8> {
  %0 = tosa.mul %a, %a, %s : (tensor<2x3xi8>, tensor<2x3xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
