module {
  func.func @select_vectors(%arg0: vector<3xi32>, %arg1: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>) {
    %cst = arith.constant dense<[4, 5, 6]> : vector<3xi32>
    %cst_0 = arith.constant dense<[true, false, true]> : vector<3xi1>
    %cst_1 = arith.constant dense<[1, 5, 3]> : vector<3xi32>
    %cst_2 = arith.constant dense<[1.000000e+00, 3.000000e+00, 1.000000e+00]> : vector<3xf32>
    %0 = arith.select %cst_0, %arg0, %cst : vector<3xi1>, vector<3xi32>
    return %arg0, %cst_1, %cst_2, %0 : vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>
  }
}

