module {
  func.func @forwarding(%arg0: tensor<4x1xf32>, %arg1: tensor<4x1xi1>) -> (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
    return %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>
  }
}

