module {
  func.func @sparse_duplicate_index() -> (tensor<3xi32>, tensor<3xi1>) {
    %cst = arith.constant sparse<[[1], [1], [2]], [7, 9, 4]> : tensor<3xi32>
    %0 = arith.addi %cst, %cst : tensor<3xi32>
    %cst_0 = arith.constant dense<0> : tensor<3xi32>
    %1 = arith.cmpi eq, %cst, %cst_0 : tensor<3xi32>
    return %0, %1 : tensor<3xi32>, tensor<3xi1>
  }
}

