module {
  func.func @division_vectors() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) {
    %cst = arith.constant dense<[7, -7, 9]> : vector<3xi32>
    %cst_0 = arith.constant dense<[2, 2, 0]> : vector<3xi32>
    %cst_1 = arith.constant dense<[2, 3, 4]> : vector<3xi32>
    %0 = arith.divsi %cst, %cst_0 : vector<3xi32>
    %1 = arith.divsi %cst, %cst_1 : vector<3xi32>
    %2 = arith.remsi %cst, %cst_1 : vector<3xi32>
    %3 = arith.remui %cst, %cst_0 : vector<3xi32>
    return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>
  }
}

