module {
  func.func @tb2(%arg0: tensor<4xi8>, %arg1: tensor<255xi8>) -> tensor<4xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}

