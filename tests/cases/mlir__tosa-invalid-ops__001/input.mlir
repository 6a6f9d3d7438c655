
func.func @mm2(%a: tensor<1x4x8xf32>, %b: tensor<1x8x6xf32>, %z: tensor<1xf32>) -> tensor<1x4x7xf32> {
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xf32>, tensor<1x8x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x7xf32>
  return %0 : tensor<1x4x7xf32>
}
