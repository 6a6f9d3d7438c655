module {
  func.func @nested(%arg0: i32, %arg1: i64) {
    "foo.region"() ({
    ^bb0(%arg2: i32):
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %0 = "foo.cond"() : () -> i1
      cf.cond_br %0, ^bb1, ^bb2
    ^bb2:  // pred: ^bb1
      "foo.end"() : () -> ()
    }) : () -> ()
    return
  }
}

