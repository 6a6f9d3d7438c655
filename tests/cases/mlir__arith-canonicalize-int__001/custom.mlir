module {
  func.func @addi_vectors() -> (vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>) {
    %cst = arith.constant dense<127> : vector<4xi8>
    %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
    %0 = arith.addi %cst, %cst : vector<4xi8>
    %1 = arith.addi %cst, %cst_0 : vector<4xi8>
    %cst_1 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
    %cst_2 = arith.constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi16>
    %2 = arith.addi %cst_1, %cst_2 : tensor<2x2xi16>
    %cst_3 = arith.constant dense<[-127, -126, -125, -124]> : vector<4xi8>
    %3 = arith.addi %cst_0, %cst_3 : vector<4xi8>
    return %0, %1, %2, %3 : vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>
  }
}

