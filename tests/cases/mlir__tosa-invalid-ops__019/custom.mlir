module {
  func.func @pd(%arg0: tensor<2x3xf32>, %arg1: tensor<1xf32>) -> tensor<2x3xf32> {
    %0 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.pad %arg0, %0, %arg1 : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}

