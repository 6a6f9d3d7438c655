module {
  func.func @switch_same_condition_default(%arg0: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1,
      1: ^bb2,
      2: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> ()
    cf.switch %arg0 : i32, [
      default: ^bb4,
      3: ^bb5
    ]
  ^bb2:  // pred: ^bb0
    "test.two"() : () -> ()
    return
  ^bb3:  // pred: ^bb0
    "test.three"() : () -> ()
    return
  ^bb4:  // pred: ^bb1
    "test.four"() : () -> ()
    return
  ^bb5:  // pred: ^bb1
    "test.six"() : () -> ()
    return
  }
}

