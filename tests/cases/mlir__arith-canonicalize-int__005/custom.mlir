module {
  func.func @extended_vectors() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
    %cst = arith.constant dense<[-56, 100]> : vector<2xi8>
    %cst_0 = arith.constant dense<100> : vector<2xi8>
    %sum, %overflow = arith.addui_extended %cst, %cst_0 : vector<2xi8>, vector<2xi1>
    %low, %high = arith.mulsi_extended %cst, %cst_0 : vector<2xi8>
    %low_1, %high_2 = arith.mului_extended %cst, %cst_0 : vector<2xi8>
    return %sum, %overflow, %low, %high, %low_1, %high_2 : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
  }
}

