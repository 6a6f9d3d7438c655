module {
  func.func @execute_region_in_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
    scf.for %arg4 = %arg0 to %arg1 step %arg2 {
      %0 = scf.execute_region -> i32 {
        %1 = "test.foo"() : () -> i32
        cf.cond_br %arg3, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        scf.yield %1 : i32
      ^bb2:  // pred: ^bb0
        %2 = "test.bar"() : () -> i32
        scf.yield %2 : i32
      }
      "test.use"(%0) : (i32) -> ()
    }
    return
  }
}

