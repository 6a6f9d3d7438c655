module {
  func.func @casts(%arg0: tensor<4xf32>, %arg1: tensor<?xi32>) -> (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>) {
    %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
    return %arg0, %arg1, %cast : tensor<4xf32>, tensor<?xi32>, tensor<?xf32>
  }
}

