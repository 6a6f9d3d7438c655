module {
  func.func @select_vectors(%arg0: vector<3xi32>, %arg1: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>) {
    %cst = arith.constant dense<true> : vector<3xi1>
    %0 = arith.select %cst, %arg0, %arg1 : vector<3xi1>, vector<3xi32>
    %cst_0 = arith.constant dense<[true, false, true]> : vector<3xi1>
    %cst_1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
    %cst_2 = arith.constant dense<[4, 5, 6]> : vector<3xi32>
    %1 = arith.select %cst_0, %cst_1, %cst_2 : vector<3xi1>, vector<3xi32>
    %cst_3 = arith.constant dense<1.000000e+00> : vector<3xf32>
    %cst_4 = arith.constant dense<[2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<3xf32>
    %2 = arith.select %cst_0, %cst_3, %cst_4 : vector<3xi1>, vector<3xf32>
    %3 = arith.select %cst_0, %arg0, %cst_2 : vector<3xi1>, vector<3xi32>
    return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>
  }
}

