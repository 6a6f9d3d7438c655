module {
  func.func @select_scalar_cond_vector(%arg0: i1) -> vector<2xi32> {
    %cst = arith.constant dense<[1, 2]> : vector<2xi32>
    %cst_0 = arith.constant dense<[3, 4]> : vector<2xi32>
    %0 = arith.select %arg0, %cst, %cst_0 : vector<2xi32>
    return %0 : vector<2xi32>
  }
}

