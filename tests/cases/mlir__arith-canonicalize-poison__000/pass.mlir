module {
  func.func @poison(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i32, i32, vector<4xi32>, i32, i32) {
    %0 = ub.poison : i32
    %c3_i32 = arith.constant 3 : i32
    %1 = ub.poison : vector<4xi32>
    %2 = arith.shli %0, %c3_i32 : i32
    return %0, %0, %0, %1, %2, %0 : i32, i32, i32, vector<4xi32>, i32, i32
  }
}

