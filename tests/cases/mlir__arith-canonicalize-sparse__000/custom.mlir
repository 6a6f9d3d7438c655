module {
  func.func @sparse_binary() -> (tensor<2x2xi32>, tensor<2x2xi32>) {
    %cst = arith.constant sparse<[[0, 0], [1, 1]], [1, 2]> : tensor<2x2xi32>
    %cst_0 = arith.constant dense<3> : tensor<2x2xi32>
    %0 = arith.addi %cst, %cst_0 : tensor<2x2xi32>
    %1 = arith.muli %cst, %cst : tensor<2x2xi32>
    return %0, %1 : tensor<2x2xi32>, tensor<2x2xi32>
  }
}

