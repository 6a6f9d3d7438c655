
func.func @gather_concat(%i: tensor<2x1xindex>, %a: tensor<3x?xf32>) -> (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>) {
  %c = arith.constant dense<1.0> : tensor<8x4xf32>
  %0 = tensor.gather %c[%i] gather_dims([0]) : (tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  %1 = tensor.concat dim(1) %a : (tensor<3x?xf32>) -> tensor<3x?xf32>
  %2 = tensor.concat dim(1) %a : (tensor<3x?xf32>) -> tensor<3x5xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>
}

