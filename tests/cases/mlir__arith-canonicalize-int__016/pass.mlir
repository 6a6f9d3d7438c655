module {
  func.func @shifts(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
    %cst = arith.constant dense<[0, 28]> : vector<2xi32>
    %cst_0 = arith.constant dense<[2, 40]> : vector<2xi32>
    %cst_1 = arith.constant dense<[5, 7]> : vector<2xi32>
    %c-1_i32 = arith.constant -1 : i32
    %c32_i32 = arith.constant 32 : i32
    %c-16_i32 = arith.constant -16 : i32
    %c-64_i32 = arith.constant -64 : i32
    %c1073741820_i32 = arith.constant 1073741820 : i32
    %c-4_i32 = arith.constant -4 : i32
    %0 = arith.shli %c-16_i32, %c32_i32 : i32
    %1 = arith.shrsi %c-16_i32, %c32_i32 : i32
    %2 = arith.shrui %c-16_i32, %c-1_i32 : i32
    %3 = arith.shli %cst_1, %cst_0 : vector<2xi32>
    return %arg0, %arg0, %arg0, %c-64_i32, %c1073741820_i32, %c-4_i32, %0, %1, %2, %cst, %3 : i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
  }
}

