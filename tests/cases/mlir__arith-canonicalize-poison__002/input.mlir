
func.func @select_poison(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %y, %p : i32
  return %0, %1 : i32, i32
}

