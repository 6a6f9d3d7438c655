
func.func @c3(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

