module {
  func.func @cond_br_same_condition(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "test.a"() : () -> ()
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb2:  // pred: ^bb0
    "test.b"() : () -> ()
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    "test.c"() : () -> ()
    return
  ^bb4:  // 2 preds: ^bb1, ^bb2
    "test.d"() : () -> ()
    return
  }
}

