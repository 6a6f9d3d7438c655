module {
  func.func @poison_folds_through_arith(%arg0: i32) -> (i32, vector<4xi32>) {
    %0 = ub.poison : i32
    %1 = arith.addi %arg0, %0 : i32
    %2 = ub.poison : vector<4xi32>
    %cst = arith.constant dense<1> : vector<4xi32>
    %3 = arith.muli %2, %cst : vector<4xi32>
    return %1, %3 : i32, vector<4xi32>
  }
}

