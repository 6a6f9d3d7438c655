
// The op's own verifier runs before the destination-style checks.
func.func @softmax_before_dps(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error@+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(7) ins(%a : tensor<2x3xf32>) outs(%b : tensor<2x3xf32>) -> tensor<2x4xf32>
  return
}

