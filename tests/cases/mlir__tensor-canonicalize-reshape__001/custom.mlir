module {
  func.func @inverse_pairs(%arg0: tensor<?x4xf32>, %arg1: tensor<8x?x?xf32>, %arg2: index, %arg3: index) -> (tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>) {
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg2, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
    %collapsed = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0], [1, 2]] : tensor<8x?x?xf32> into tensor<8x?xf32>
    %expanded_1 = tensor.expand_shape %collapsed_0 [[0], [1, 2]] output_shape [8, %arg2, %arg3] : tensor<8x?xf32> into tensor<8x?x?xf32>
    %expanded_2 = tensor.expand_shape %collapsed_0 [[0, 1], [2]] output_shape [2, 4, %arg2] : tensor<8x?xf32> into tensor<2x4x?xf32>
    %collapsed_3 = tensor.collapse_shape %expanded_2 [[0, 1], [2]] : tensor<2x4x?xf32> into tensor<8x?xf32>
    return %collapsed, %expanded_1, %collapsed_3 : tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>
  }
}

