module {
  func.func @three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
    "foo.pre"() : () -> ()
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1, %arg2, %arg2 : i32, i32, i32),
      1: ^bb1(%arg2, %arg3, %arg1 : i32, i32, i32),
      2: ^bb1(%arg3, %arg1, %arg1 : i32, i32, i32),
      3: ^bb2
    ]
  ^bb1(%0: i32, %1: i32, %2: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    "foo.op"(%0, %0, %1, %2) : (i32, i32, i32, i32) -> ()
    cf.br ^bb3
  ^bb2:  // pred: ^bb0
    "foo.last"() : () -> ()
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    return
  }
}

