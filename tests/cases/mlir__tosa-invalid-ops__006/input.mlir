
func.func @tb2(%a: tensor<4xi8>, %t: tensor<255xi8>) -> tensor<4xi8> {
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
