module {
  func.func @casts(%arg0: tensor<4xf32>, %arg1: tensor<?xi32>) -> (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>) {
    %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<4xf32>
    %0 = tensor.bitcast %arg1 : tensor<?xi32> to tensor<?xi32>
    %cast_0 = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
    %cast_1 = tensor.cast %cast_0 : tensor<?xf32> to tensor<*xf32>
    %cast_2 = tensor.cast %cast_1 : tensor<*xf32> to tensor<?xf32>
    return %cast, %0, %cast_2 : tensor<4xf32>, tensor<?xi32>, tensor<?xf32>
  }
}

