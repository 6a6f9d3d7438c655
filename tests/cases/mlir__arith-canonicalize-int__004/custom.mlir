module {
  func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %sum, %overflow = arith.addui_extended %arg0, %c0_i32 : i32, i1
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %sum_0, %overflow_1 = arith.addui_extended %c-1_i32, %c2_i32 : i32, i1
    %low, %high = arith.mulsi_extended %arg0, %c0_i32 : i32
    %low_2, %high_3 = arith.mulsi_extended %c-1_i32, %c2_i32 : i32
    %low_4, %high_5 = arith.mului_extended %c-1_i32, %c2_i32 : i32
    return %sum, %overflow, %sum_0, %overflow_1, %low, %high, %low_2, %high_3, %low_4, %high_5 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32
  }
}

