module {
  func.func @args_and_operands(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i64, %arg5: i64) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb5
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    cf.cond_br %arg1, ^bb4(%arg3 : i32), ^bb5
  ^bb3(%0: i32):  // pred: ^bb1
    %1 = "foo.op"(%0, %arg4) : (i32, i64) -> i32
    "foo.use"(%1, %arg2) : (i32, i32) -> ()
    cf.br ^bb6
  ^bb4(%2: i32):  // pred: ^bb2
    %3 = "foo.op"(%2, %arg5) : (i32, i64) -> i32
    "foo.use"(%3, %arg3) : (i32, i32) -> ()
    cf.br ^bb6
  ^bb5:  // 2 preds: ^bb1, ^bb2
    "foo.other"() : () -> ()
    cf.br ^bb6
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    return
  }
}

