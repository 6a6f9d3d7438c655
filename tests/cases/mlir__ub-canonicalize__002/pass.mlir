module {
  func.func @poison_folds_through_arith(%arg0: i32) -> (i32, vector<4xi32>) {
    %0 = ub.poison : vector<4xi32>
    %1 = ub.poison : i32
    return %1, %0 : i32, vector<4xi32>
  }
}

