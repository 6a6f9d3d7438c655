module {
  func.func @transposes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x2x4xf32>, %arg2: tensor<4x3x2xf32>) -> tensor<4x3x2xf32> {
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<3x2x4xf32>) permutation = [1, 0, 2] 
    %transposed_0 = linalg.transpose ins(%transposed : tensor<3x2x4xf32>) outs(%arg2 : tensor<4x3x2xf32>) permutation = [2, 0, 1] 
    return %transposed_0 : tensor<4x3x2xf32>
  }
}

