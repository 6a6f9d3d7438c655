module {
  func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32) {
    %false = arith.constant false
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    %c-2_i32 = arith.constant -2 : i32
    %c-1_i32 = arith.constant -1 : i32
    return %arg0, %false, %c1_i32, %true, %c0_i32, %c0_i32, %c-2_i32, %c-1_i32, %c-2_i32, %c1_i32 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32
  }
}

