
func.func @pd(%a: tensor<2x3xf32>, %c: tensor<1xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %0 = tosa.pad %a, %s, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
