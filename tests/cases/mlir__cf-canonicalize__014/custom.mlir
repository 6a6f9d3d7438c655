module {
  func.func @switch_pass_through(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1,
      1: ^bb2(%arg1 : i32),
      2: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    cf.br ^bb4(%arg2 : i32)
  ^bb2(%0: i32):  // pred: ^bb0
    cf.br ^bb4(%0 : i32)
  ^bb3:  // pred: ^bb0
    "test.three"() : () -> ()
    return
  ^bb4(%1: i32):  // 2 preds: ^bb1, ^bb2
    "test.four"(%1) : (i32) -> ()
    return
  }
}

