
func.func @minmax(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %0 = arith.maxsi %x, %x : i8
  %smax = arith.constant 127 : i8
  %smin = arith.constant -128 : i8
  %umax = arith.constant 255 : i8
  %umin = arith.constant 0 : i8
  %1 = arith.maxsi %x, %smax : i8
  %2 = arith.maxsi %x, %smin : i8
  %3 = arith.minsi %x, %smin : i8
  %4 = arith.minsi %x, %smax : i8
  %5 = arith.maxui %x, %umax : i8
  %6 = arith.maxui %x, %umin : i8
  %7 = arith.minui %x, %umin : i8
  %8 = arith.minui %x, %umax : i8
  %a = arith.constant -3 : i8
  %b = arith.constant 5 : i8
  %9 = arith.maxsi %a, %b : i8
  %10 = arith.maxui %a, %b : i8
  %11 = arith.minui %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

