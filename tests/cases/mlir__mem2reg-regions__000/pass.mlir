module {
  func.func @inner(%arg0: i1) -> i32 {
    %0 = scf.execute_region -> i32 {
      %1 = ub.poison : i32
      %c1_i32 = arith.constant 1 : i32
      cf.cond_br %arg0, ^bb1, ^bb2(%1 : i32)
    ^bb1:  // pred: ^bb0
      cf.br ^bb2(%c1_i32 : i32)
    ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
      scf.yield %2 : i32
    }
    return %0 : i32
  }
}

