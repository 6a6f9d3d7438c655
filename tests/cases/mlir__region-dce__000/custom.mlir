module {
  func.func @dead_arg(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "foo.a"() : () -> ()
    cf.br ^bb3(%arg1 : i32)
  ^bb2:  // pred: ^bb0
    "foo.b"() : () -> ()
    cf.br ^bb3(%arg2 : i32)
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
    "foo.c"() : () -> ()
    return
  }
}

