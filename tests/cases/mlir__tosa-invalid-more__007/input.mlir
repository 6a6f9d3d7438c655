
func.func @h(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %z = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
