
// scf.while with all results live
func.func @while_live(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

