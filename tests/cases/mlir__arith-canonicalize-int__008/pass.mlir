module {
  func.func @division_vectors() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) {
    %cst = arith.constant dense<[1, -1, 1]> : vector<3xi32>
    %cst_0 = arith.constant dense<[3, -2, 2]> : vector<3xi32>
    %cst_1 = arith.constant dense<[7, -7, 9]> : vector<3xi32>
    %cst_2 = arith.constant dense<[2, 2, 0]> : vector<3xi32>
    %0 = arith.divsi %cst_1, %cst_2 : vector<3xi32>
    %1 = arith.remui %cst_1, %cst_2 : vector<3xi32>
    return %0, %cst_0, %cst, %1 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>
  }
}

