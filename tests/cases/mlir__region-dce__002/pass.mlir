module {
  func.func @cond_br_segments(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg3 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.x"(%0) : (i32) -> ()
    cf.cond_br %arg1, ^bb3, ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "foo.y"() : () -> ()
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "foo.z"() : () -> ()
    return %arg2 : i32
  }
}

