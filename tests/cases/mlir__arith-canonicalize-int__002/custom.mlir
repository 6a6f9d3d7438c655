module {
  func.func @subi(%arg0: i32, %arg1: i32, %arg2: tensor<?xi32>, %arg3: vector<4xi32>) -> (i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>) {
    %0 = arith.subi %arg0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.subi %arg0, %c0_i32 : i32
    %2 = arith.addi %arg0, %arg1 : i32
    %3 = arith.subi %2, %arg1 : i32
    %4 = arith.subi %2, %arg0 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c1_i32 = arith.constant 1 : i32
    %5 = arith.subi %c-2147483648_i32, %c1_i32 : i32
    %6 = arith.subi %arg2, %arg2 : tensor<?xi32>
    %7 = arith.subi %arg3, %arg3 : vector<4xi32>
    return %0, %1, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>
  }
}

