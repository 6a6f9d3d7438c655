module {
  func.func @division(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.divui %arg0, %c1_i32 : i32
    %1 = arith.divsi %arg0, %c1_i32 : i32
    %c-7_i32 = arith.constant -7 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.divui %c-7_i32, %c2_i32 : i32
    %3 = arith.divsi %c-7_i32, %c2_i32 : i32
    %4 = arith.divsi %c-7_i32, %c0_i32 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32 = arith.constant -1 : i32
    %5 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
    %6 = arith.remui %c-7_i32, %c2_i32 : i32
    %7 = arith.remsi %c-7_i32, %c2_i32 : i32
    return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
  }
}

