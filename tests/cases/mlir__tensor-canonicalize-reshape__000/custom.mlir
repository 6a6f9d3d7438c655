module {
  func.func @chains(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> (tensor<120xf32>, tensor<?x2x2x1xf32>) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
    %collapsed_0 = tensor.collapse_shape %collapsed [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [%arg2, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
    %expanded_1 = tensor.expand_shape %expanded [[0], [1], [2, 3]] output_shape [%arg2, 2, 2, 1] : tensor<?x2x2xf32> into tensor<?x2x2x1xf32>
    return %collapsed_0, %expanded_1 : tensor<120xf32>, tensor<?x2x2x1xf32>
  }
}

