module {
  func.func @execute_region_no_inline(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32, i32) {
    %0:2 = scf.execute_region -> (i32, i32) no_inline {
      %1 = "test.foo"() : () -> i32
      cf.cond_br %arg2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      scf.yield %1, %arg0 : i32, i32
    ^bb2:  // pred: ^bb0
      %2 = "test.bar"() : () -> i32
      scf.yield %2, %arg1 : i32, i32
    }
    scf.execute_region no_inline {
      %1 = "test.baz"() : () -> i32
      scf.yield
    }
    return %0#0, %arg0, %0#1 : i32, i32, i32
  }
}

