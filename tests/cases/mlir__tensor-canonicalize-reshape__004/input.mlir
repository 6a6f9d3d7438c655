
func.func @constants_and_producers(%x: f32, %y: f32, %n: index) -> (tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>) {
  %c = arith.constant dense<3> : tensor<6xi16>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xi16> into tensor<2x3xi16>
  %d = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = tensor.collapse_shape %d [[0, 1]] : tensor<2x3xf64> into tensor<6xf64>
  %s = tensor.splat %x : tensor<4xf32>
  %2 = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %f = tensor.from_elements %x, %y, %y, %x : tensor<2x2xf32>
  %3 = tensor.collapse_shape %f [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %4 = tensor.expand_shape %3 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %e = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %5 = tensor.collapse_shape %e [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>
}

