module {
  func.func @cond_br_constant(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %true = arith.constant true
    %false = arith.constant false
    cf.cond_br %true, ^bb1(%arg0 : i32), ^bb2(%arg1 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    cf.cond_br %false, ^bb2(%0 : i32), ^bb3(%0 : i32)
  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
    "test.y"(%1) : (i32) -> ()
    return %1, %1 : i32, i32
  ^bb3(%2: i32):  // pred: ^bb1
    "test.z"(%2) : (i32) -> ()
    return %2, %2 : i32, i32
  }
}

