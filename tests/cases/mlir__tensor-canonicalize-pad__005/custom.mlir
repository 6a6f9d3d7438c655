module {
  func.func @chains(%arg0: tensor<4xi32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2xindex>) -> (tensor<4xf32>, tensor<4xi32>, index, i32) {
    %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xui32>
    %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
    %2 = tensor.bitcast %1 : tensor<4xf32> to tensor<4xi32>
    %c0 = arith.constant 0 : index
    %reshape = tensor.reshape %arg1(%arg2) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %dim = tensor.dim %reshape, %c0 : tensor<?x?xf32>
    %3 = arith.index_cast %arg2 : tensor<2xindex> to tensor<2xi32>
    %extracted = tensor.extract %3[%c0] : tensor<2xi32>
    return %1, %2, %dim, %extracted : tensor<4xf32>, tensor<4xi32>, index, i32
  }
}

