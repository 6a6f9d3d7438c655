module {
  func.func @switch_cases_match_default(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      10: ^bb1(%arg1 : i32),
      20: ^bb2(%arg2 : i32),
      30: ^bb1(%arg2 : i32)
    ]
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    "test.one"(%0) : (i32) -> ()
    return
  ^bb2(%1: i32):  // pred: ^bb0
    "test.two"(%1) : (i32) -> ()
    return
  }
}

