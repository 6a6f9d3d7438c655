module {
  func.func @constant_if() -> i32 {
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %c1_i32 = arith.constant 1 : i32
    cf.br ^bb3(%c1_i32 : i32)
  ^bb2:  // pred: ^bb0
    %c2_i32 = arith.constant 2 : i32
    cf.br ^bb3(%c2_i32 : i32)
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    return %0 : i32
  }
}

