module {
  func.func @loop_dead(%arg0: i1) -> i32 {
    %0 = ub.poison : i32
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb1(%0, %c0_i32 : i32, i32)
  ^bb1(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb1
    cf.cond_br %arg0, ^bb1(%2, %1 : i32, i32), ^bb2
  ^bb2:  // pred: ^bb1
    return %2 : i32
  }
}

