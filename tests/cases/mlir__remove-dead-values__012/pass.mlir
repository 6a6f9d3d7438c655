module {
  func.func @dead_branch(%arg0: i32, %arg1: memref<i32>) {
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    ub.unreachable
  ^bb2:  // pred: ^bb0
    return
  ^bb3:  // no predecessors
    return
  }
}

