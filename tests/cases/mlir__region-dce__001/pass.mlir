module {
  func.func @dead_cycle(%arg0: i32) {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    %1 = "foo.cond"(%0) : (i32) -> i1
    cf.cond_br %1, ^bb1(%0 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}

