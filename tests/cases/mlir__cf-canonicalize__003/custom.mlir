module {
  func.func @br_pass_through_cycle() {
    cf.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    cf.br ^bb1
  }
}

