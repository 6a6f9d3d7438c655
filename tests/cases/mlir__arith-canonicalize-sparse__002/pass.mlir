module {
  func.func @sparse_duplicate_index() -> (tensor<3xi32>, tensor<3xi1>) {
    %cst = arith.constant dense<[0, 14, 8]> : tensor<3xi32>
    %cst_0 = arith.constant dense<[true, false, false]> : tensor<3xi1>
    return %cst, %cst_0 : tensor<3xi32>, tensor<3xi1>
  }
}

