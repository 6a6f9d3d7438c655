module {
  func.func @concat2(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<?x?xf32> {
    %cast = tensor.cast %arg0 : tensor<2x4xf32> to tensor<?x4xf32>
    %concat = tensor.concat dim(0) %cast, %arg1 : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
    %cast_0 = tensor.cast %concat : tensor<?x4xf32> to tensor<?x?xf32>
    return %cast_0 : tensor<?x?xf32>
  }
}

