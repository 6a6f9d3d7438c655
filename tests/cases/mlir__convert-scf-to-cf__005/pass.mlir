module {
  func.func @execute_region(%arg0: i1) -> i64 {
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %c1_i64 = arith.constant 1 : i64
    cf.br ^bb4(%c1_i64 : i64)
  ^bb3:  // pred: ^bb1
    %c2_i64 = arith.constant 2 : i64
    cf.br ^bb4(%c2_i64 : i64)
  ^bb4(%0: i64):  // 2 preds: ^bb2, ^bb3
    return %0 : i64
  }
}

