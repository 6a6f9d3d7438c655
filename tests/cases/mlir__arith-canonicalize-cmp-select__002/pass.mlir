module {
  func.func @cmpi_vectors() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>) {
    %cst = arith.constant dense<[true, false, false]> : vector<3xi1>
    %cst_0 = arith.constant dense<true> : vector<3xi1>
    %cst_1 = arith.constant dense<[false, true]> : tensor<2xi1>
    return %cst, %cst_0, %cst_1 : vector<3xi1>, vector<3xi1>, tensor<2xi1>
  }
}

