module {
  func.func @switch_three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      1: ^bb1(%arg2 : i32),
      2: ^bb1(%arg3 : i32)
    ]
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    "foo.op"(%0) : (i32) -> ()
    "foo.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    return
  }
}

