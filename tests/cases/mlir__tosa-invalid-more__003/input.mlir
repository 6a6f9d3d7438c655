
func.func @d(%a: tensor<2x3xi32>, %s: tensor<1xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'tosa.mul' op invalid data type size for operands or result}}
  %0 = tosa.mul %a, %a, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
