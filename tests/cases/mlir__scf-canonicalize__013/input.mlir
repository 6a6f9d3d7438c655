
func.func @for_dup_iter_args(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = "test.op"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

