module {
  func.func @extended_vectors() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
    %cst = arith.constant dense<[44, -56]> : vector<2xi8>
    %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
    %cst_1 = arith.constant dense<[32, 16]> : vector<2xi8>
    %cst_2 = arith.constant dense<[-22, 39]> : vector<2xi8>
    %cst_3 = arith.constant dense<[78, 39]> : vector<2xi8>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_1, %cst_3 : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
  }
}

