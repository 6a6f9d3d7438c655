module {
  func.func @cond_br_same_condition(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "test.a"() : () -> ()
    "test.c"() : () -> ()
    return
  ^bb2:  // pred: ^bb0
    "test.b"() : () -> ()
    "test.d"() : () -> ()
    return
  }
}

