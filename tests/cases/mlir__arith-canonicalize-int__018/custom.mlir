module {
  func.func @minmax(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
    %0 = arith.maxsi %arg0, %arg0 : i8
    %c127_i8 = arith.constant 127 : i8
    %c-128_i8 = arith.constant -128 : i8
    %c-1_i8 = arith.constant -1 : i8
    %c0_i8 = arith.constant 0 : i8
    %1 = arith.maxsi %arg0, %c127_i8 : i8
    %2 = arith.maxsi %arg0, %c-128_i8 : i8
    %3 = arith.minsi %arg0, %c-128_i8 : i8
    %4 = arith.minsi %arg0, %c127_i8 : i8
    %5 = arith.maxui %arg0, %c-1_i8 : i8
    %6 = arith.maxui %arg0, %c0_i8 : i8
    %7 = arith.minui %arg0, %c0_i8 : i8
    %8 = arith.minui %arg0, %c-1_i8 : i8
    %c-3_i8 = arith.constant -3 : i8
    %c5_i8 = arith.constant 5 : i8
    %9 = arith.maxsi %c-3_i8, %c5_i8 : i8
    %10 = arith.maxui %c-3_i8, %c5_i8 : i8
    %11 = arith.minui %c-3_i8, %c5_i8 : i8
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
  }
}

