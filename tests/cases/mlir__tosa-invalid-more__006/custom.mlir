module {
  func.func @g(%arg0: tensor<2x3xf32>, %arg1: tensor<1xf32>) -> tensor<2x3xf32> {
    %0 = tosa.negate %arg0, %arg1, %arg1 : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}

