module {
  func.func @main(%arg0: i32) {
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:  // 2 preds: ^bb0, ^bb2
    return
  ^bb2:  // pred: ^bb0
    %0 = arith.cmpi eq, %arg0, %arg0 : i32
    cf.cond_br %0, ^bb1, ^bb3(%arg0 : i32)
  ^bb3(%1: i32):  // pred: ^bb2
    return
  }
}

