module {
  func.func @three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
    "foo.pre"() : () -> ()
    cf.switch %arg0 : i32, [
      default: ^bb1,
      1: ^bb2,
      2: ^bb3,
      3: ^bb4
    ]
  ^bb1:  // pred: ^bb0
    "foo.op"(%arg1, %arg1, %arg2, %arg2) : (i32, i32, i32, i32) -> ()
    cf.br ^bb5
  ^bb2:  // pred: ^bb0
    "foo.op"(%arg2, %arg2, %arg3, %arg1) : (i32, i32, i32, i32) -> ()
    cf.br ^bb5
  ^bb3:  // pred: ^bb0
    "foo.op"(%arg3, %arg3, %arg1, %arg1) : (i32, i32, i32, i32) -> ()
    cf.br ^bb5
  ^bb4:  // pred: ^bb0
    "foo.last"() : () -> ()
    cf.br ^bb5
  ^bb5:  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
    return
  }
}

