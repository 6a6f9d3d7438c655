module {
  func.func @ceil_floor(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.ceildivui %arg0, %c1_i32 : i32
    %1 = arith.ceildivsi %arg0, %c1_i32 : i32
    %2 = arith.floordivsi %arg0, %c1_i32 : i32
    %c7_i32 = arith.constant 7 : i32
    %c-7_i32 = arith.constant -7 : i32
    %c2_i32 = arith.constant 2 : i32
    %c-2_i32 = arith.constant -2 : i32
    %3 = arith.ceildivui %c7_i32, %c2_i32 : i32
    %4 = arith.ceildivsi %c7_i32, %c2_i32 : i32
    %5 = arith.ceildivsi %c-7_i32, %c2_i32 : i32
    %6 = arith.ceildivsi %c7_i32, %c-2_i32 : i32
    %7 = arith.ceildivsi %c-7_i32, %c-2_i32 : i32
    %8 = arith.floordivsi %c-7_i32, %c2_i32 : i32
    %9 = arith.floordivsi %c7_i32, %c-2_i32 : i32
    %10 = arith.floordivsi %c-7_i32, %c-2_i32 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32 = arith.constant -1 : i32
    %11 = arith.ceildivsi %c-2147483648_i32, %c-1_i32 : i32
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
}

