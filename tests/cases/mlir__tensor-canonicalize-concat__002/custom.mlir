module {
  func.func @c3(%arg0: tensor<2x3xf32>, %arg1: tensor<2x5xf32>) -> tensor<?x?xf32> {
    %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>
    return %concat : tensor<?x?xf32>
  }
}

