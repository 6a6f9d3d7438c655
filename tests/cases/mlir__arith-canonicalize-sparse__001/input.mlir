
func.func @sparse_unary_float() -> (tensor<4xf32>, tensor<4xf64>) {
  %d = arith.constant sparse<[[1], [3]], [1.5, -2.0]> : tensor<4xf32>
  %0 = arith.negf %d : tensor<4xf32>
  %1 = arith.extf %d : tensor<4xf32> to tensor<4xf64>
  return %0, %1 : tensor<4xf32>, tensor<4xf64>
}

