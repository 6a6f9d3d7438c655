module {
  func.func @bitwise_more(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<-1> : vector<4xi32>
    %cst_0 = arith.constant dense<0> : vector<4xi32>
    return %c-1_i32, %arg0, %arg0, %c0_i32, %arg0, %arg1, %arg0, %arg1, %arg2, %cst, %cst_0 : i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>
  }
}

