
func.func @casts(%a: tensor<4x?x8xf32>, %b: tensor<2x?xf32>, %n: index) -> (tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
  %0 = tensor.cast %a : tensor<4x?x8xf32> to tensor<?x?x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x8xf32> into tensor<?x8xf32>
  %2 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<?x?x8xf32> into tensor<?x?xf32>
  %c = tensor.cast %b : tensor<2x?xf32> to tensor<?x?xf32>
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %3 = tensor.expand_shape %c [[0], [1, 2]] output_shape [%c2, %n, %c4] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1, %2, %3 : tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>
}

