module {
  func.func @concat(%arg0: tensor<?x4xf32>, %arg1: tensor<3x?xf32>) -> tensor<?x?xf32> {
    %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
    return %concat : tensor<?x?xf32>
  }
}

