module {
  func.func @addi_mul_negative_one(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.muli %arg1, %c-1_i32 overflow<nsw> : i32
    %1 = arith.addi %arg0, %0 overflow<nsw> : i32
    %2 = arith.muli %arg0, %c-1_i32 : i32
    %3 = arith.addi %2, %arg1 : i32
    %cst = arith.constant dense<-1> : vector<4xi32>
    %4 = arith.muli %arg3, %cst : vector<4xi32>
    %5 = arith.addi %arg2, %4 : vector<4xi32>
    return %1, %3, %5 : i32, i32, vector<4xi32>
  }
}

