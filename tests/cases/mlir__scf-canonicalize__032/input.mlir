
func.func @while_unused(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%w = %a, %v = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%w) : (i32) -> i1
    %x = "test.val"() : () -> i32
    scf.condition(%c) %w, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0 : i32
}

