module {
  func.func @sparse_unary_float() -> (tensor<4xf32>, tensor<4xf64>) {
    %cst = arith.constant dense<[-0.000000e+00, -1.500000e+00, -0.000000e+00, 2.000000e+00]> : tensor<4xf32>
    %cst_0 = arith.constant dense<[0.000000e+00, 1.500000e+00, 0.000000e+00, -2.000000e+00]> : tensor<4xf64>
    return %cst, %cst_0 : tensor<4xf32>, tensor<4xf64>
  }
}

