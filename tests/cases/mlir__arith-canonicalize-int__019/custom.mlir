module {
  func.func @minmax_vectors(%arg0: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
    %cst = arith.constant dense<127> : vector<2xi8>
    %0 = arith.maxsi %arg0, %cst : vector<2xi8>
    %cst_0 = arith.constant dense<[-3, 4]> : vector<2xi8>
    %cst_1 = arith.constant dense<[5, -6]> : vector<2xi8>
    %1 = arith.minsi %cst_0, %cst_1 : vector<2xi8>
    %2 = arith.maxui %cst_0, %cst_1 : vector<2xi8>
    return %0, %1, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
  }
}

