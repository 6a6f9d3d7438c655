module {
  func.func @cast_consumer(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<4x8xf32> {
    %cast = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
    %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x?xf32>
    %cast_1 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<?x8xf32>
    %0 = linalg.matmul ins(%cast_0, %cast_1 : tensor<4x?xf32>, tensor<?x8xf32>) outs(%cast : tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}

