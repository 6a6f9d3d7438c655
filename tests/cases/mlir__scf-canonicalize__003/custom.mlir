module {
  func.func @execute_region_no_inline(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32, i32) {
    %0:3 = scf.execute_region -> (i32, i32, i32) no_inline {
      %2 = "test.foo"() : () -> i32
      cf.cond_br %arg2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      scf.yield %2, %arg0, %arg0 : i32, i32, i32
    ^bb2:  // pred: ^bb0
      %3 = "test.bar"() : () -> i32
      scf.yield %3, %arg0, %arg1 : i32, i32, i32
    }
    %1 = scf.execute_region -> i32 no_inline {
      %2 = "test.baz"() : () -> i32
      scf.yield %2 : i32
    }
    return %0#0, %0#1, %0#2 : i32, i32, i32
  }
}

