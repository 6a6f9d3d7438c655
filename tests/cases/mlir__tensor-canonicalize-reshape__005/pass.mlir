module {
  func.func @casts(%arg0: tensor<4x?x8xf32>, %arg1: tensor<2x?xf32>, %arg2: index) -> (tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
    %c4 = arith.constant 4 : index
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<4x?x8xf32> into tensor<?x8xf32>
    %collapsed_0 = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<4x?x8xf32> into tensor<4x?xf32>
    %cast = tensor.cast %collapsed_0 : tensor<4x?xf32> to tensor<?x?xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [2, %arg2, %c4] : tensor<2x?xf32> into tensor<2x?x?xf32>
    %cast_1 = tensor.cast %expanded : tensor<2x?x?xf32> to tensor<?x?x?xf32>
    return %collapsed, %cast, %cast_1 : tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>
  }
}

