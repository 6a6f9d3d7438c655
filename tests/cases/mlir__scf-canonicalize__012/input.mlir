
func.func @for_iter_args(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0:4 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %c, %w = %a) -> (i32, i32, i32, i32) {
    %n = "test.op"(%z) : (i32) -> i32
    scf.yield %x, %b, %n, %w : i32, i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

