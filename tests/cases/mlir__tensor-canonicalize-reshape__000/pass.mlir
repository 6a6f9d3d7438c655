module {
  func.func @chains(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> (tensor<120xf32>, tensor<?x2x2x1xf32>) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2, 3]] output_shape [%arg2, 2, 2, 1] : tensor<?x4xf32> into tensor<?x2x2x1xf32>
    return %collapsed, %expanded : tensor<120xf32>, tensor<?x2x2x1xf32>
  }
}

