
func.func @transpose_perm(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 1]
  return
}

