
func.func @while_invariants(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.while (%w = %a, %v = %b) : (i32, i32) -> (i32, i32, i32) {
    %c = "test.cond"(%w) : (i32) -> i1
    scf.condition(%c) %w, %v, %a : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %r: i32):
    %n = "test.next"(%p, %r) : (i32, i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

