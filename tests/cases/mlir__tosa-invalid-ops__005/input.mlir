
func.func @tb(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi16> {
  %0 = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
