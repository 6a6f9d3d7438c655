module {
  func.func @b(%arg0: tensor<2x3xf32>, %arg1: tensor<1xi8>) -> tensor<2x3xf32> {
    %0 = tosa.mul %arg0, %arg0, %arg1 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}

