module {
  func.func @cmpi_vectors() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>) {
    %cst = arith.constant dense<[1, 2, 3]> : vector<3xi32>
    %cst_0 = arith.constant dense<2> : vector<3xi32>
    %0 = arith.cmpi slt, %cst, %cst_0 : vector<3xi32>
    %1 = arith.cmpi sge, %cst_0, %cst_0 : vector<3xi32>
    %cst_1 = arith.constant dense<[-1, 1]> : tensor<2xi64>
    %cst_2 = arith.constant dense<[1, -1]> : tensor<2xi64>
    %2 = arith.cmpi ult, %cst_1, %cst_2 : tensor<2xi64>
    return %0, %1, %2 : vector<3xi1>, vector<3xi1>, tensor<2xi1>
  }
}

