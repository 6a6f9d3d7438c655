module {
  func.func @destination_style(%arg0: tensor<4x4xf32>, %arg1: tensor<?x4xf32>, %arg2: f32, %arg3: index) -> (tensor<?x?xf32>, index, index) {
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %arg2 into %arg0[%arg3, %arg3] : tensor<4x4xf32>
    %cast = tensor.cast %inserted : tensor<4x4xf32> to tensor<?x?xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?x4xf32>
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x4xf32>
    return %cast, %dim, %dim_0 : tensor<?x?xf32>, index, index
  }
}

