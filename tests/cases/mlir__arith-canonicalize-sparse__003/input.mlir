
func.func @sparse_cast() -> (tensor<2x3xi64>, tensor<2x3xf32>) {
  %a = arith.constant sparse<[[0, 2], [1, 0]], [-1, 5]> : tensor<2x3xi8>
  %0 = arith.extsi %a : tensor<2x3xi8> to tensor<2x3xi64>
  %1 = arith.sitofp %a : tensor<2x3xi8> to tensor<2x3xf32>
  return %0, %1 : tensor<2x3xi64>, tensor<2x3xf32>
}
