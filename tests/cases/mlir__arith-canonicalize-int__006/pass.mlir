module {
  func.func @division(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-7_i32 = arith.constant -7 : i32
    %c0_i32 = arith.constant 0 : i32
    %c2147483644_i32 = arith.constant 2147483644 : i32
    %c-3_i32 = arith.constant -3 : i32
    %0 = arith.divsi %c-7_i32, %c0_i32 : i32
    %1 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
    return %arg0, %arg0, %c2147483644_i32, %c-3_i32, %0, %1, %c1_i32, %c-1_i32 : i32, i32, i32, i32, i32, i32, i32, i32
  }
}

