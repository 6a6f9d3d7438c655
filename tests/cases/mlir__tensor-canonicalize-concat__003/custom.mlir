module {
  func.func @c4(%arg0: tensor<2x3xf32>, %arg1: tensor<?x?xf32>) -> tensor<2x8xf32> {
    %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x8xf32>
    return %concat : tensor<2x8xf32>
  }
}

