module {
  func.func @execute_region_multi_yield(%arg0: i1) -> i64 {
    "test.foo"() : () -> ()
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = "test.val1"() : () -> i64
    cf.br ^bb3(%0 : i64)
  ^bb2:  // pred: ^bb0
    %1 = "test.val2"() : () -> i64
    cf.br ^bb3(%1 : i64)
  ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
    "test.bar"(%2) : (i64) -> ()
    return %2 : i64
  }
}

