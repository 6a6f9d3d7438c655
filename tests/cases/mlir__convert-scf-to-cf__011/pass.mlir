module {
  func.func @if_in_unregistered(%arg0: i1) {
    "foo.region"() ({
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      "foo.x"() : () -> ()
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "foo.end"() : () -> ()
    }) : () -> ()
    return
  }
}

