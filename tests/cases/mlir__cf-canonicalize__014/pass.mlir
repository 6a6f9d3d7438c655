module {
  func.func @switch_pass_through(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb2(%arg2 : i32),
      1: ^bb2(%arg1 : i32),
      2: ^bb1
    ]
  ^bb1:  // pred: ^bb0
    "test.three"() : () -> ()
    return
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb0
    "test.four"(%0) : (i32) -> ()
    return
  }
}

