module {
  func.func @cmpi_same(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<?xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>) {
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant dense<false> : vector<4xi1>
    %cst_0 = arith.constant dense<true> : tensor<?xi1>
    return %true, %false, %true, %false, %true, %cst, %cst_0 : i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>
  }
}

