module {
  func.func @switch_three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1,
      1: ^bb2,
      2: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    "foo.op"(%arg1) : (i32) -> ()
    "foo.br"()[^bb4] : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.op"(%arg2) : (i32) -> ()
    "foo.br"()[^bb4] : () -> ()
  ^bb3:  // pred: ^bb0
    "foo.op"(%arg3) : (i32) -> ()
    "foo.br"()[^bb4] : () -> ()
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    return
  }
}

