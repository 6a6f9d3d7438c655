module {
  func.func @cond_br_to_unreachable(%arg0: i1) {
    "test.a"() : () -> ()
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "test.b"() : () -> ()
    return
  ^bb2:  // pred: ^bb0
    ub.unreachable
  }
}

