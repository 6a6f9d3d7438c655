module {
  func.func @extended_i1_and_poison(%arg0: i1) -> (i1, i1, i1, i1, i32, i32) {
    %true = arith.constant true
    %low, %high = arith.mului_extended %arg0, %true : i1
    %low_0, %high_1 = arith.mulsi_extended %true, %true : i1
    %0 = ub.poison : i32
    %c4_i32 = arith.constant 4 : i32
    %sum, %overflow = arith.addui_extended %0, %c4_i32 : i32, i1
    %low_2, %high_3 = arith.mulsi_extended %0, %c4_i32 : i32
    return %low, %high, %low_0, %high_1, %low_2, %high_3 : i1, i1, i1, i1, i32, i32
  }
}

