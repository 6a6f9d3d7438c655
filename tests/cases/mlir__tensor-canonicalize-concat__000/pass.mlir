module {
  func.func @c1(%arg0: tensor<?x?xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<2x?xf32>) -> tensor<?x?xf32> {
    %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x?xf32>
    %cast_0 = tensor.cast %arg1 : tensor<?x4xf32> to tensor<2x4xf32>
    %concat = tensor.concat dim(1) %cast, %cast_0, %arg2 : (tensor<2x?xf32>, tensor<2x4xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
    %cast_1 = tensor.cast %concat : tensor<2x?xf32> to tensor<?x?xf32>
    return %cast_1 : tensor<?x?xf32>
  }
}

