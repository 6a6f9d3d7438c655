
func.func @e(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.const_shape {values = dense<[4, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %t : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
