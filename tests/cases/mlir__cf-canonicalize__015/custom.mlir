module {
  func.func @switch_same_condition_case(%arg0: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1,
      7: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> ()
    return
  ^bb2:  // pred: ^bb0
    "test.before"() : () -> ()
    cf.switch %arg0 : i32, [
      default: ^bb3,
      7: ^bb4,
      8: ^bb5
    ]
  ^bb3:  // pred: ^bb2
    "test.three"() : () -> ()
    return
  ^bb4:  // pred: ^bb2
    "test.four"() : () -> ()
    return
  ^bb5:  // pred: ^bb2
    "test.five"() : () -> ()
    return
  }
}

