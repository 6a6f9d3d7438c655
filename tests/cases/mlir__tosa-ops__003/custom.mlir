module {
  tosa.variable @v = dense<0.000000e+00> : tensor<2xf32>
  tosa.variable @w : tensor<?x4xi8>
  func.func @use() -> tensor<2xf32> {
    %0 = tosa.variable_read @v : tensor<2xf32>
    tosa.variable_write @v, %0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

