module {
  func.func @main(%arg0: i32) {
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return
  ^bb2:  // pred: ^bb0
    ub.unreachable
  ^bb3(%0: i32):  // no predecessors
    return
  }
}

