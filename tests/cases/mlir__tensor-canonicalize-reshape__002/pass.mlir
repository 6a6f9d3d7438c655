module {
  func.func @collapse_of_expand(%arg0: tensor<?x?x?xi64>, %arg1: tensor<4x6xf32>, %arg2: index, %arg3: index, %arg4: index) -> (tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0, 1], [2]] output_shape [2, 2, 6] : tensor<4x6xf32> into tensor<2x2x6xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
    return %collapsed, %expanded, %collapsed_0 : tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>
  }
}

