module {
  func.func @execute_region_multi(%arg0: i1) -> i64 {
    "test.foo"() : () -> ()
    %0 = scf.execute_region -> i64 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %1 = "test.val1"() : () -> i64
      cf.br ^bb3(%1 : i64)
    ^bb2:  // pred: ^bb0
      %2 = "test.val2"() : () -> i64
      cf.br ^bb3(%2 : i64)
    ^bb3(%3: i64):  // 2 preds: ^bb1, ^bb2
      scf.yield %3 : i64
    }
    "test.bar"(%0) : (i64) -> ()
    return %0 : i64
  }
}

