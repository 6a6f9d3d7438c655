module {
  func.func @gather_concat(%arg0: tensor<2x1xindex>, %arg1: tensor<3x?xf32>) -> (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>) {
    %cst = arith.constant dense<1.000000e+00> : tensor<8x4xf32>
    %gather = tensor.gather %cst[%arg0] gather_dims([0]) : (tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
    %concat = tensor.concat dim(1) %arg1 : (tensor<3x?xf32>) -> tensor<3x?xf32>
    %concat_0 = tensor.concat dim(1) %arg1 : (tensor<3x?xf32>) -> tensor<3x5xf32>
    return %gather, %concat, %concat_0 : tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>
  }
}

