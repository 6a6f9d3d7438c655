
func.func @g(%a: tensor<2x3xf32>, %z: tensor<1xf32>) -> tensor<2x3xf32> {
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
