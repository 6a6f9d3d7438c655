
func.func @while_move_if_down(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%w = %a) : (i32) -> i32 {
    %c = "test.cond"(%w) : (i32) -> i1
    %r = scf.if %c -> i32 {
      %x = "test.then"(%w, %b) : (i32, i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

