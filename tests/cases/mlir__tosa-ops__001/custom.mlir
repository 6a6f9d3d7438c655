module {
  func.func @shapes(%arg0: tensor<1x8x8x8xf32>) -> tensor<1x15x15x8xf32> {
    %0 = tosa.const_shape  {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.add_shape %1, %2 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
    %4 = tosa.resize %arg0, %0, %1, %3 {mode = BILINEAR} : (tensor<1x8x8x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x8xf32>
    return %4 : tensor<1x15x15x8xf32>
  }
}

