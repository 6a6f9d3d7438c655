
// A branch deciding on a value computed in a dead block becomes ub.unreachable.
func.func @main(%v: i32) {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return
^bb2:
  %c = arith.cmpi eq, %v, %v : i32
  cf.cond_br %c, ^bb1, ^bb3(%v : i32)
^bb3(%a: i32):
  return
}

