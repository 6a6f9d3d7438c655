module {
  func.func @dims(%arg0: tensor<4x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index) {
    %c5 = arith.constant 5 : index
    %c-1 = arith.constant -1 : index
    %c4 = arith.constant 4 : index
    %dim = tensor.dim %arg0, %c5 : tensor<4x?x?xf32>
    %dim_0 = tensor.dim %arg0, %c-1 : tensor<4x?x?xf32>
    %dim_1 = tensor.dim %arg0, %arg1 : tensor<4x?x?xf32>
    return %c4, %dim, %dim_0, %arg3, %arg2, %dim_1 : index, index, index, index, index, index
  }
}

