
func.func @execute_region_no_inline(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32) {
  %0:3 = scf.execute_region -> (i32, i32, i32) no_inline {
    %x = "test.foo"() : () -> i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %a, %a : i32, i32, i32
  ^bb2:
    %y = "test.bar"() : () -> i32
    scf.yield %y, %a, %b : i32, i32, i32
  }
  %1 = scf.execute_region -> i32 no_inline {
    %x = "test.baz"() : () -> i32
    scf.yield %x : i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

