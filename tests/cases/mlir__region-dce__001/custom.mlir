module {
  func.func @dead_cycle(%arg0: i32) {
    cf.br ^bb1(%arg0, %arg0 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
    %2 = arith.addi %0, %0 : i32
    %3 = "foo.cond"(%1) : (i32) -> i1
    cf.cond_br %3, ^bb1(%2, %1 : i32, i32), ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}

