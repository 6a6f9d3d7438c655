module {
  func.func @a(%arg0: tensor<2x3xi8>, %arg1: tensor<256xi8>) -> tensor<2x3xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
    return %0 : tensor<2x3xi8>
  }
}

