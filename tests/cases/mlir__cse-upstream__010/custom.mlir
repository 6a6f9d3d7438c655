module {
  func.func @up_propagate() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2(%c0_i32 : i32)
  ^bb1:  // pred: ^bb0
    %c1_i32 = arith.constant 1 : i32
    cf.br ^bb2(%c1_i32 : i32)
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    %c1_i32_0 = arith.constant 1 : i32
    %1 = arith.addi %0, %c1_i32_0 : i32
    return %1 : i32
  }
}

