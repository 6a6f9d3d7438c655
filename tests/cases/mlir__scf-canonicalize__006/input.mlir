
func.func @for_same_bounds(%lb: index, %s: index, %a: i32) -> i32 {
  %0 = scf.for %i = %lb to %lb step %s iter_args(%x = %a) -> i32 {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

