module {
  func.func @kept_args(%arg0: i32) {
    "foo.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.use"(%0) : (i32) -> ()
    cf.br ^bb2(%arg0 : i32)
  ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb2
    "foo.use"(%1) : (i32) -> ()
    %2 = "foo.cond"() : () -> i1
    cf.cond_br %2, ^bb2(%1 : i32), ^bb3
  ^bb3:  // pred: ^bb2
    return
  }
}

