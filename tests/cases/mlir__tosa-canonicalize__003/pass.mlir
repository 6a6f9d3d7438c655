module {
  func.func @patterns(%arg0: tensor<2x1xf32>, %arg1: tensor<2x1xi1>, %arg2: tensor<2x1xf32>, %arg3: tensor<1x1x1x3xf32>) -> (tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>) {
    %cast = tensor.cast %arg0 : tensor<2x1xf32> to tensor<?x1xf32>
    %0 = tosa.select %arg1, %arg2, %arg0 : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %1 = tosa.abs %arg0 : (tensor<2x1xf32>) -> tensor<2x1xf32>
    return %cast, %0, %arg3, %1 : tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>
  }
}

