
func.func @execute_region_in_loop(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    %0 = scf.execute_region -> i32 {
      %x = "test.foo"() : () -> i32
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %x : i32
    ^bb2:
      %y = "test.bar"() : () -> i32
      scf.yield %y : i32
    }
    "test.use"(%0) : (i32) -> ()
  }
  return
}

