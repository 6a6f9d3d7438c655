module {
  func.func @subi(%arg0: i32, %arg1: i32, %arg2: tensor<?xi32>, %arg3: vector<4xi32>) -> (i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>) {
    %cst = arith.constant dense<0> : vector<4xi32>
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.subi %arg2, %arg2 : tensor<?xi32>
    return %c0_i32, %arg0, %arg0, %arg1, %c2147483647_i32, %0, %cst : i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>
  }
}

