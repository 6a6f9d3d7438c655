
func.func @concat2(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %a : tensor<2x4xf32> to tensor<?x?xf32>
  %0 = tensor.concat dim(0) %c, %b : (tensor<?x?xf32>, tensor<3x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
