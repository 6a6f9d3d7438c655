module {
  func.func @gather_concat(%arg0: tensor<2x1xindex>, %arg1: tensor<3x?xf32>) -> (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>) {
    %cst = arith.constant dense<1.000000e+00> : tensor<2x4xf32>
    %cast = tensor.cast %arg1 : tensor<3x?xf32> to tensor<3x5xf32>
    return %cst, %arg1, %cast : tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>
  }
}

