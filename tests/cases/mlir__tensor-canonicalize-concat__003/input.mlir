
func.func @c4(%a: tensor<2x3xf32>, %b: tensor<?x?xf32>) -> tensor<2x8xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

