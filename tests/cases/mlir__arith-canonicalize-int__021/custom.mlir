module {
  func.func @dynamic_shapes(%arg0: tensor<?xi32>, %arg1: tensor<*xi32>) -> (tensor<?xi32>, tensor<*xi32>) {
    %0 = arith.xori %arg0, %arg0 : tensor<?xi32>
    %1 = arith.xori %arg1, %arg1 : tensor<*xi32>
    return %0, %1 : tensor<?xi32>, tensor<*xi32>
  }
}

