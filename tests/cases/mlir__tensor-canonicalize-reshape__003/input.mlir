
func.func @expand_of_collapse(%a: tensor<2x3x4xf32>, %b: tensor<?x3x4xf32>, %n: index) -> (tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %2 = tensor.collapse_shape %b [[0, 1, 2]] : tensor<?x3x4xf32> into tensor<?xf32>
  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [%n, 12] : tensor<?xf32> into tensor<?x12xf32>
  %4 = tensor.collapse_shape %a [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %5 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [2, 3, 2, 2] : tensor<24xf32> into tensor<2x3x2x2xf32>
  return %1, %3, %5 : tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>
}

