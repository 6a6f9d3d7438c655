
func.func @b1() -> tensor<2xf32> {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = tensor.bitcast %c : tensor<2xi32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}

