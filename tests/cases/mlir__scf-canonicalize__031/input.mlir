
func.func @while_align(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%w = %a, %v = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%w, %v) : (i32, i32) -> i1
    scf.condition(%c) %v, %w : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n:2 = "test.next"(%p, %q) : (i32, i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

