module {
  func.func @concat(%arg0: tensor<?x4xf32>, %arg1: tensor<3x?xf32>) -> tensor<?x?xf32> {
    %cast = tensor.cast %arg1 : tensor<3x?xf32> to tensor<3x4xf32>
    %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
    %cast_0 = tensor.cast %concat : tensor<?x4xf32> to tensor<?x?xf32>
    return %cast_0 : tensor<?x?xf32>
  }
}

