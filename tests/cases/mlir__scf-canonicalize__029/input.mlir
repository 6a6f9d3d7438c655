
func.func @while_cmp(%a: i32, %b: i32) {
  %0 = scf.while (%w = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %w, %b : i32
    scf.condition(%c) %w : i32
  } do {
  ^bb0(%p: i32):
    %x = arith.cmpi slt, %p, %b : i32
    %y = arith.cmpi sge, %p, %b : i32
    %z = arith.cmpi eq, %p, %b : i32
    %n = "test.next"(%p, %x, %y, %z) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return
}

