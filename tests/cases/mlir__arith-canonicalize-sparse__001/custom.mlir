module {
  func.func @sparse_unary_float() -> (tensor<4xf32>, tensor<4xf64>) {
    %cst = arith.constant sparse<[[1], [3]], [1.500000e+00, -2.000000e+00]> : tensor<4xf32>
    %0 = arith.negf %cst : tensor<4xf32>
    %1 = arith.extf %cst : tensor<4xf32> to tensor<4xf64>
    return %0, %1 : tensor<4xf32>, tensor<4xf64>
  }
}

