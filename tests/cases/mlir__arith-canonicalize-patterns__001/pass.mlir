module {
  func.func @addi_mul_negative_one(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
    %0 = arith.subi %arg0, %arg1 : i32
    %1 = arith.subi %arg1, %arg0 : i32
    %2 = arith.subi %arg2, %arg3 : vector<4xi32>
    return %0, %1, %2 : i32, i32, vector<4xi32>
  }
}

