
func.func @sl2(%a: tensor<2x3xf32>) -> tensor<1x2xf32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %t : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
