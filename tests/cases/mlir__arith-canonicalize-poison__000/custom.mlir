module {
  func.func @poison(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i32, i32, vector<4xi32>, i32, i32) {
    %0 = ub.poison : i32
    %c3_i32 = arith.constant 3 : i32
    %1 = arith.addi %0, %c3_i32 : i32
    %2 = arith.muli %arg0, %0 : i32
    %3 = arith.subi %0, %arg0 : i32
    %4 = ub.poison : vector<4xi32>
    %5 = arith.andi %arg1, %4 : vector<4xi32>
    %6 = arith.shli %0, %c3_i32 : i32
    %7 = arith.divui %0, %c3_i32 : i32
    return %1, %2, %3, %5, %6, %7 : i32, i32, i32, vector<4xi32>, i32, i32
  }
}

