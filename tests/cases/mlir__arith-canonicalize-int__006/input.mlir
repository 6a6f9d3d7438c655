
func.func @division(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %x, %c1 : i32
  %1 = arith.divsi %x, %c1 : i32
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %2 = arith.divui %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divsi %a, %c0 : i32
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %5 = arith.divsi %m, %n : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.remsi %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

