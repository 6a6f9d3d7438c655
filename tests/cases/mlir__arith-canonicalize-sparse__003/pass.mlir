module {
  func.func @sparse_cast() -> (tensor<2x3xi64>, tensor<2x3xf32>) {
    %cst = arith.constant dense<[[0, 0, -1], [5, 0, 0]]> : tensor<2x3xi64>
    %cst_0 = arith.constant dense<[[0.000000e+00, 0.000000e+00, -1.000000e+00], [5.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<2x3xf32>
    return %cst, %cst_0 : tensor<2x3xi64>, tensor<2x3xf32>
  }
}

