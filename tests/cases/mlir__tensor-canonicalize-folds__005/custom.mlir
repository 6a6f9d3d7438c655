module {
  func.func @reshapes(%arg0: tensor<?xf32>, %arg1: tensor<2xindex>, %arg2: tensor<2x3xf32>) -> (tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>) {
    %cst = arith.constant dense<5> : tensor<2x3xi32>
    %cst_0 = arith.constant dense<6> : tensor<1xindex>
    %reshape = tensor.reshape %cst(%cst_0) : (tensor<2x3xi32>, tensor<1xindex>) -> tensor<6xi32>
    %reshape_1 = tensor.reshape %arg0(%cst_0) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
    %reshape_2 = tensor.reshape %arg0(%arg1) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %reshape_3 = tensor.reshape %reshape_2(%arg1) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %from_elements = tensor.from_elements %c2, %c3 : tensor<2xindex>
    %reshape_4 = tensor.reshape %arg2(%from_elements) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
    return %reshape, %reshape_1, %reshape_3, %reshape_4 : tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>
  }
}

