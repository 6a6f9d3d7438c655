
func.func @shapes(%arg0: tensor<1x8x8x8xf32>) -> tensor<1x15x15x8xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sum = tosa.add_shape %offset, %border : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.resize %arg0, %scale, %offset, %sum {mode = BILINEAR} : (tensor<1x8x8x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x8xf32>
  return %1 : tensor<1x15x15x8xf32>
}

