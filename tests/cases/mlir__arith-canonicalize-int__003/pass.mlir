module {
  func.func @muli(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1) {
    %true = arith.constant true
    %cst = arith.constant dense<0> : vector<4xi32>
    %c0_i32 = arith.constant 0 : i32
    %c131073_i32 = arith.constant 131073 : i32
    %c0_i128 = arith.constant 0 : i128
    return %c0_i32, %arg0, %cst, %arg1, %c131073_i32, %c0_i128, %true : i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1
  }
}

