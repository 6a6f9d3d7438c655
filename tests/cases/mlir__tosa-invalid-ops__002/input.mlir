
func.func @mm3(%a: tensor<1x4x8xf32>, %b: tensor<1x8x6xf16>, %z: tensor<1xf32>, %z2: tensor<1xf16>) -> tensor<1x4x6xf32> {
  %0 = tosa.matmul %a, %b, %z, %z2 : (tensor<1x4x8xf32>, tensor<1x8x6xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x4x6xf32>
  return %0 : tensor<1x4x6xf32>
}
