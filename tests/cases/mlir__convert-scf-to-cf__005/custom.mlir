module {
  func.func @execute_region(%arg0: i1) -> i64 {
    %0 = scf.execute_region -> i64 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %c1_i64 = arith.constant 1 : i64
      scf.yield %c1_i64 : i64
    ^bb2:  // pred: ^bb0
      %c2_i64 = arith.constant 2 : i64
      scf.yield %c2_i64 : i64
    }
    return %0 : i64
  }
}

