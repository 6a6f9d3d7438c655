module {
  func.func @loops(%arg0: i1, %arg1: i32, %arg2: i32) {
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %0 = "foo.cond"() : () -> i1
    cf.cond_br %0, ^bb1, ^bb3
  ^bb2:  // 2 preds: ^bb0, ^bb2
    %1 = "foo.cond"() : () -> i1
    cf.cond_br %1, ^bb2, ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    return
  }
}

