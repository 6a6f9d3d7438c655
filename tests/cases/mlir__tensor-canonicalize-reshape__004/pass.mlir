module {
  func.func @constants_and_producers(%arg0: f32, %arg1: f32, %arg2: index) -> (tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>) {
    %cst = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi8>
    %cst_0 = arith.constant dense<3> : tensor<2x3xi16>
    %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>
    %splat = tensor.splat %arg0 : tensor<2x2xf32>
    %from_elements = tensor.from_elements %arg0, %arg1, %arg1, %arg0 : tensor<4xf32>
    %from_elements_2 = tensor.from_elements %arg0, %arg1, %arg1, %arg0 : tensor<2x2xf32>
    return %cst_0, %cst_1, %splat, %from_elements, %from_elements_2, %cst : tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>
  }
}

