module {
  func.func @minmax_vectors(%arg0: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
    %cst = arith.constant dense<127> : vector<2xi8>
    %cst_0 = arith.constant dense<[-3, -6]> : vector<2xi8>
    return %cst, %cst_0, %cst_0 : vector<2xi8>, vector<2xi8>, vector<2xi8>
  }
}

