module {
  func.func @transposes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x2x4xf32>, %arg2: tensor<4x3x2xf32>) -> tensor<4x3x2xf32> {
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%arg2 : tensor<4x3x2xf32>) permutation = [2, 1, 0] 
    return %transposed : tensor<4x3x2xf32>
  }
}

