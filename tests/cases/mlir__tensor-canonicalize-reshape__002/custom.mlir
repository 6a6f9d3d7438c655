module {
  func.func @collapse_of_expand(%arg0: tensor<?x?x?xi64>, %arg1: tensor<4x6xf32>, %arg2: index, %arg3: index, %arg4: index) -> (tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>) {
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [%arg2, %arg3, %arg4, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
    %collapsed = tensor.collapse_shape %expanded [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
    %expanded_0 = tensor.expand_shape %arg1 [[0, 1], [2, 3]] output_shape [2, 2, 2, 3] : tensor<4x6xf32> into tensor<2x2x2x3xf32>
    %collapsed_1 = tensor.collapse_shape %expanded_0 [[0], [1], [2, 3]] : tensor<2x2x2x3xf32> into tensor<2x2x6xf32>
    %collapsed_2 = tensor.collapse_shape %expanded_0 [[0, 1, 2, 3]] : tensor<2x2x2x3xf32> into tensor<24xf32>
    return %collapsed, %collapsed_1, %collapsed_2 : tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>
  }
}

