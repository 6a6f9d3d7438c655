
func.func @inverse_pairs(%a: tensor<?x4xf32>, %b: tensor<8x?x?xf32>, %n: index, %m: index) -> (tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
  %2 = tensor.collapse_shape %b [[0], [1, 2]] : tensor<8x?x?xf32> into tensor<8x?xf32>
  %3 = tensor.expand_shape %2 [[0], [1, 2]] output_shape [8, %n, %m] : tensor<8x?xf32> into tensor<8x?x?xf32>
  %4 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [2, 4, %n] : tensor<8x?xf32> into tensor<2x4x?xf32>
  %5 = tensor.collapse_shape %4 [[0, 1], [2]] : tensor<2x4x?xf32> into tensor<8x?xf32>
  return %1, %3, %5 : tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>
}

