
func.func @while_truth(%a: i32) -> i32 {
  %0 = scf.while (%w = %a) : (i32) -> i32 {
    %c = "test.cond"(%w) : (i32) -> i1
    scf.condition(%c) %w : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  %1:2 = scf.while (%w = %a) : (i32) -> (i1, i32) {
    %c = "test.cond"(%w) : (i32) -> i1
    scf.condition(%c) %c, %w : i1, i32
  } do {
  ^bb0(%b: i1, %p: i32):
    %n = "test.next"(%b, %p) : (i1, i32) -> i32
    scf.yield %n : i32
  }
  return %1#1 : i32
}

