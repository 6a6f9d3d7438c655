
func.func @f(%a: tensor<2x3xf32>) -> tensor<4x7xf32> {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x7xf32>
  return %0 : tensor<4x7xf32>
}
