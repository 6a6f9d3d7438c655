module {
  func.func @bitwise(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.andi %arg0, %c0_i32 : i32
    %1 = arith.andi %arg0, %c-1_i32 : i32
    %2 = arith.andi %arg0, %arg0 : i32
    %3 = arith.xori %arg0, %c-1_i32 : i32
    %4 = arith.andi %arg0, %3 : i32
    %5 = arith.andi %3, %arg0 : i32
    %6 = arith.andi %arg0, %arg1 : i32
    %7 = arith.andi %arg0, %6 : i32
    %8 = arith.andi %6, %arg1 : i32
    %9 = arith.ori %arg0, %c0_i32 : i32
    %10 = arith.ori %arg0, %c-1_i32 : i32
    %11 = arith.ori %arg0, %3 : i32
    return %0, %1, %2, %4, %5, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
}

