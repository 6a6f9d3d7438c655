module {
  func.func @casts(%arg0: tensor<4x?x8xf32>, %arg1: tensor<2x?xf32>, %arg2: index) -> (tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
    %cast = tensor.cast %arg0 : tensor<4x?x8xf32> to tensor<?x?x8xf32>
    %collapsed = tensor.collapse_shape %cast [[0, 1], [2]] : tensor<?x?x8xf32> into tensor<?x8xf32>
    %collapsed_0 = tensor.collapse_shape %cast [[0], [1, 2]] : tensor<?x?x8xf32> into tensor<?x?xf32>
    %cast_1 = tensor.cast %arg1 : tensor<2x?xf32> to tensor<?x?xf32>
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %expanded = tensor.expand_shape %cast_1 [[0], [1, 2]] output_shape [%c2, %arg2, %c4] : tensor<?x?xf32> into tensor<?x?x?xf32>
    return %collapsed, %collapsed_0, %expanded : tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>
  }
}

