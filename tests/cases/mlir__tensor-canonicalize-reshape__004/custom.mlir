module {
  func.func @constants_and_producers(%arg0: f32, %arg1: f32, %arg2: index) -> (tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>) {
    %cst = arith.constant dense<3> : tensor<6xi16>
    %expanded = tensor.expand_shape %cst [[0, 1]] output_shape [2, 3] : tensor<6xi16> into tensor<2x3xi16>
    %cst_0 = arith.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %collapsed = tensor.collapse_shape %cst_0 [[0, 1]] : tensor<2x3xf64> into tensor<6xf64>
    %splat = tensor.splat %arg0 : tensor<4xf32>
    %expanded_1 = tensor.expand_shape %splat [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
    %from_elements = tensor.from_elements %arg0, %arg1, %arg1, %arg0 : tensor<2x2xf32>
    %collapsed_2 = tensor.collapse_shape %from_elements [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
    %expanded_3 = tensor.expand_shape %collapsed_2 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
    %cst_4 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
    %collapsed_5 = tensor.collapse_shape %cst_4 [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
    return %expanded, %collapsed, %expanded_1, %collapsed_2, %expanded_3, %collapsed_5 : tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>
  }
}

