module {
  func.func @c1(%arg0: tensor<?x?xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<2x?xf32>) -> tensor<?x?xf32> {
    %concat = tensor.concat dim(1) %arg0, %arg1, %arg2 : (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
    return %concat : tensor<?x?xf32>
  }
}

