module {
  func.func @mismatch_operands(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    cf.cond_br %arg1, ^bb3(%arg2, %arg3 : i32, i32), ^bb4
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    cf.cond_br %arg1, ^bb3(%arg3, %arg2 : i32, i32), ^bb4
  ^bb3(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb2
    "foo.op"(%0, %1) : (i32, i32) -> ()
    cf.br ^bb5
  ^bb4:  // 2 preds: ^bb1, ^bb2
    "foo.other"() : () -> ()
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    return
  }
}

