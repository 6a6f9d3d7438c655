
func.func @bad_dim(%t: tensor<2xf32>) -> index {
  %c = arith.constant 5 : index
  %0 = shape.dim %t, %c : tensor<2xf32>, index -> index
  return %0 : index
}

