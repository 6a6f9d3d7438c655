module {
  func.func @reshapes(%arg0: tensor<?xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2x3xf32>) -> (tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>) {
    %cst = arith.constant dense<[2, 3]> : tensor<2xindex>
    %cst_0 = arith.constant dense<5> : tensor<6xi32>
    %reshape = tensor.reshape %arg0(%arg1) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %reshape_1 = tensor.reshape %arg2(%cst) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
    return %cst_0, %arg0, %reshape, %reshape_1 : tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>
  }
}

