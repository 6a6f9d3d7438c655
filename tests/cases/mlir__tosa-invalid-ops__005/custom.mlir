module {
  func.func @tb(%arg0: tensor<4xi8>, %arg1: tensor<256xi8>) -> tensor<4xi16> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>
    return %0 : tensor<4xi16>
  }
}

