module {
  func.func @cond_br_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0 weights([3, 7]), ^bb1, ^bb2(%arg2 : i32)
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> ()
    cf.br ^bb3(%arg1 : i32)
  ^bb2(%0: i32):  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    "test.use"(%1) : (i32) -> ()
    return
  }
}

