module {
  func.func @ceil_floor(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c-1_i32 = arith.constant -1 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c4_i32 = arith.constant 4 : i32
    %c-3_i32 = arith.constant -3 : i32
    %c-4_i32 = arith.constant -4 : i32
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.ceildivsi %c-2147483648_i32, %c-1_i32 : i32
    return %arg0, %arg0, %arg0, %c4_i32, %c4_i32, %c-3_i32, %c-3_i32, %c4_i32, %c-4_i32, %c-4_i32, %c3_i32, %0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
}

