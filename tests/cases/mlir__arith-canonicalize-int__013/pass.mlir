module {
  func.func @bitwise(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.andi %arg0, %arg1 : i32
    return %c0_i32, %arg0, %arg0, %c0_i32, %c0_i32, %0, %0, %arg0, %c-1_i32, %c-1_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
}

