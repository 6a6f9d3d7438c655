
func.func @dps(%a: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.exp' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<5xf32>
  return
}

