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
    "test.four"() : () -> ()
    return
  }
}

