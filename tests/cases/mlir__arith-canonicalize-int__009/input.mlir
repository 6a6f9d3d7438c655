
func.func @ceil_floor(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.ceildivui %x, %c1 : i32
  %1 = arith.ceildivsi %x, %c1 : i32
  %2 = arith.floordivsi %x, %c1 : i32
  %a = arith.constant 7 : i32
  %na = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %nb = arith.constant -2 : i32
  %3 = arith.ceildivui %a, %b : i32
  %4 = arith.ceildivsi %a, %b : i32
  %5 = arith.ceildivsi %na, %b : i32
  %6 = arith.ceildivsi %a, %nb : i32
  %7 = arith.ceildivsi %na, %nb : i32
  %8 = arith.floordivsi %na, %b : i32
  %9 = arith.floordivsi %a, %nb : i32
  %10 = arith.floordivsi %na, %nb : i32
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %11 = arith.ceildivsi %m, %n : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

