module {
  func.func @unreachable_kept(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return
  ^bb2:  // pred: ^bb0
    "test.side_effect"() : () -> ()
    ub.unreachable
  }
}

