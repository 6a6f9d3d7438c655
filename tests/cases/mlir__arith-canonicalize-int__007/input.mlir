
func.func @division_mul(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %m = arith.muli %a, %b overflow<nuw> : i32
  %0 = arith.divui %m, %b : i32
  %1 = arith.divui %m, %a : i32
  %s = arith.muli %a, %b overflow<nsw> : i32
  %2 = arith.divsi %s, %a : i32
  %3 = arith.divui %s, %a : i32
  %n = arith.muli %a, %b : i32
  %4 = arith.divsi %n, %b : i32
  %both = arith.muli %a, %b overflow<nsw, nuw> : i32
  %5 = arith.divui %both, %b : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

