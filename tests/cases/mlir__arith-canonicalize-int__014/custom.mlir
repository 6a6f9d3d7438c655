module {
  func.func @bitwise_more(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.xori %arg0, %c-1_i32 : i32
    %1 = arith.ori %0, %arg0 : i32
    %2 = arith.ori %arg0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.xori %arg0, %c0_i32 : i32
    %4 = arith.xori %arg0, %arg0 : i32
    %5 = arith.xori %arg0, %arg1 : i32
    %6 = arith.xori %5, %arg1 : i32
    %7 = arith.xori %5, %arg0 : i32
    %8 = arith.xori %arg1, %5 : i32
    %9 = arith.xori %arg0, %5 : i32
    %cst = arith.constant dense<-1> : vector<4xi32>
    %10 = arith.andi %arg2, %cst : vector<4xi32>
    %11 = arith.ori %arg2, %cst : vector<4xi32>
    %12 = arith.xori %arg2, %arg2 : vector<4xi32>
    return %1, %2, %3, %4, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>
  }
}

