module {
  func.func @identity_and_round_trips(%arg0: tensor<4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2x2xf32>, %arg3: index, %arg4: index) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
    %inserted_slice = tensor.insert_slice %arg2 into %arg1[%arg3, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
    return %arg0, %arg1, %arg2, %arg0, %inserted_slice, %arg1 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  }
}

