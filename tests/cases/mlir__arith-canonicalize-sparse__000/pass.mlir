module {
  func.func @sparse_binary() -> (tensor<2x2xi32>, tensor<2x2xi32>) {
    %cst = arith.constant dense<[[4, 3], [3, 5]]> : tensor<2x2xi32>
    %cst_0 = arith.constant dense<[[1, 0], [0, 4]]> : tensor<2x2xi32>
    return %cst, %cst_0 : tensor<2x2xi32>, tensor<2x2xi32>
  }
}

