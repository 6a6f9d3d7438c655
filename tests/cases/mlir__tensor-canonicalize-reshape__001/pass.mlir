module {
  func.func @inverse_pairs(%arg0: tensor<?x4xf32>, %arg1: tensor<8x?x?xf32>, %arg2: index, %arg3: index) -> (tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>) {
    %collapsed = tensor.collapse_shape %arg1 [[0], [1, 2]] : tensor<8x?x?xf32> into tensor<8x?xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2]] output_shape [8, %arg2, %arg3] : tensor<8x?xf32> into tensor<8x?x?xf32>
    return %arg0, %expanded, %collapsed : tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>
  }
}

