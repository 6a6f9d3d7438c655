module {
  func.func @muli(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c0_i32 : i32
    %1 = arith.muli %c1_i32, %arg0 : i32
    %cst = arith.constant dense<0> : vector<4xi32>
    %cst_0 = arith.constant dense<1> : vector<4xi32>
    %2 = arith.muli %arg1, %cst : vector<4xi32>
    %3 = arith.muli %arg1, %cst_0 : vector<4xi32>
    %c65537_i32 = arith.constant 65537 : i32
    %4 = arith.muli %c65537_i32, %c65537_i32 : i32
    %c18446744073709551616_i128 = arith.constant 18446744073709551616 : i128
    %5 = arith.muli %c18446744073709551616_i128, %c18446744073709551616_i128 : i128
    %true = arith.constant true
    %6 = arith.muli %true, %true : i1
    return %0, %1, %2, %3, %4, %5, %6 : i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1
  }
}

