module {
  func.func @shifts(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.shli %arg0, %c0_i32 : i32
    %1 = arith.shrui %arg0, %c0_i32 : i32
    %2 = arith.shrsi %arg0, %c0_i32 : i32
    %c-16_i32 = arith.constant -16 : i32
    %c2_i32 = arith.constant 2 : i32
    %3 = arith.shli %c-16_i32, %c2_i32 : i32
    %4 = arith.shrui %c-16_i32, %c2_i32 : i32
    %5 = arith.shrsi %c-16_i32, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.shli %c-16_i32, %c32_i32 : i32
    %7 = arith.shrsi %c-16_i32, %c32_i32 : i32
    %c-1_i32 = arith.constant -1 : i32
    %8 = arith.shrui %c-16_i32, %c-1_i32 : i32
    %cst = arith.constant dense<[5, 7]> : vector<2xi32>
    %cst_0 = arith.constant dense<[40, 2]> : vector<2xi32>
    %9 = arith.shli %cst, %cst_0 : vector<2xi32>
    %cst_1 = arith.constant dense<[2, 40]> : vector<2xi32>
    %10 = arith.shli %cst, %cst_1 : vector<2xi32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
  }
}

