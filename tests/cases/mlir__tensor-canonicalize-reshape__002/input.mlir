
func.func @collapse_of_expand(%a: tensor<?x?x?xi64>, %b: tensor<4x6xf32>, %n: index, %m: index, %k: index) -> (tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>) {
  %0 = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [%n, %m, %k, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  %2 = tensor.expand_shape %b [[0, 1], [2, 3]] output_shape [2, 2, 2, 3] : tensor<4x6xf32> into tensor<2x2x2x3xf32>
  %3 = tensor.collapse_shape %2 [[0], [1], [2, 3]] : tensor<2x2x2x3xf32> into tensor<2x2x6xf32>
  %4 = tensor.collapse_shape %2 [[0, 1, 2, 3]] : tensor<2x2x2x3xf32> into tensor<24xf32>
  return %1, %3, %4 : tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>
}

