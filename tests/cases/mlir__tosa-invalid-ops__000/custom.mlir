module {
  func.func @mm(%arg0: tensor<1x4x8xf32>, %arg1: tensor<1x9x6xf32>, %arg2: tensor<1xf32>) -> tensor<1x4x6xf32> {
    %0 = tosa.matmul %arg0, %arg1, %arg2, %arg2 : (tensor<1x4x8xf32>, tensor<1x9x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6xf32>
    return %0 : tensor<1x4x6xf32>
  }
}

