module {
  func.func @bad_dim(%arg0: tensor<2xf32>) -> index {
    %c5 = arith.constant 5 : index
    %0 = shape.dim %arg0, %c5 : tensor<2xf32>, index -> index
    return %0 : index
  }
}

