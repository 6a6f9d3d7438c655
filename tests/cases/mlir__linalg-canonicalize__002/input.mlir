
func.func @transposes(%a: tensor<2x3x4xf32>, %t: tensor<3x2x4xf32>, %u: tensor<4x3x2xf32>) -> tensor<4x3x2xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%t : tensor<3x2x4xf32>) permutation = [1, 0, 2]
  %1 = linalg.transpose ins(%0 : tensor<3x2x4xf32>) outs(%u : tensor<4x3x2xf32>) permutation = [2, 0, 1]
  return %1 : tensor<4x3x2xf32>
}

