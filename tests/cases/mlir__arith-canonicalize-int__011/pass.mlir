module {
  func.func @rem(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<4xi32>) -> (i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32) {
    %c7_i32 = arith.constant 7 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0> : vector<4xi32>
    %cst_0 = arith.constant dense<0> : tensor<4xi32>
    %0 = arith.remui %c7_i32, %c0_i32 : i32
    return %c0_i32, %c0_i32, %cst, %cst_0, %0, %c0_i32 : i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32
  }
}

