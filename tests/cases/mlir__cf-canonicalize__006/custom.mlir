module {
  func.func @cond_br_identical_successors(%arg0: i1, %arg1: i32, %arg2: i32) {
    cf.cond_br %arg0, ^bb1(%arg1, %arg1 : i32, i32), ^bb1(%arg1, %arg2 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
    "test.use"(%0, %1) : (i32, i32) -> ()
    return
  }
}

