module {
  func.func @rem(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<4xi32>) -> (i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.remui %arg0, %c1_i32 : i32
    %1 = arith.remsi %arg0, %c1_i32 : i32
    %cst = arith.constant dense<1> : vector<4xi32>
    %2 = arith.remsi %arg1, %cst : vector<4xi32>
    %cst_0 = arith.constant dense<1> : tensor<4xi32>
    %3 = arith.remui %arg2, %cst_0 : tensor<4xi32>
    %c0_i32 = arith.constant 0 : i32
    %c7_i32 = arith.constant 7 : i32
    %4 = arith.remui %c7_i32, %c0_i32 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32 = arith.constant -1 : i32
    %5 = arith.remsi %c-2147483648_i32, %c-1_i32 : i32
    return %0, %1, %2, %3, %4, %5 : i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32
  }
}

