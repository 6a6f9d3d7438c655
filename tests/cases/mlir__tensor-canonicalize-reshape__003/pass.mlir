module {
  func.func @expand_of_collapse(%arg0: tensor<2x3x4xf32>, %arg1: tensor<?x3x4xf32>, %arg2: index) -> (tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0], [1, 2]] : tensor<?x3x4xf32> into tensor<?x12xf32>
    %expanded_1 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
    return %expanded, %collapsed_0, %expanded_1 : tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>
  }
}

