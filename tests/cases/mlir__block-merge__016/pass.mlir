module {
  func.func @redundant_switch(%arg0: i32, %arg1: i32, %arg2: i32) {
    "foo.region"() ({
      "foo.pre"() : () -> ()
      cf.switch %arg0 : i32, [
        default: ^bb1(%arg2 : i32),
        1: ^bb1(%arg1 : i32),
        2: ^bb2
      ]
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
      "foo.use"(%arg1, %0) : (i32, i32) -> ()
      "foo.end"() : () -> ()
    ^bb2:  // pred: ^bb0
      "foo.end2"() : () -> ()
    }) : () -> ()
    return
  }
}

