
func.func @shifts_wide() -> (i1, i1, i65, i65, i128) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.shli %t, %f : i1
  %1 = arith.shrsi %t, %t : i1
  %a = arith.constant -18446744073709551616 : i65
  %b = arith.constant 64 : i65
  %2 = arith.shrsi %a, %b : i65
  %3 = arith.shrui %a, %b : i65
  %c = arith.constant 1 : i128
  %d = arith.constant 127 : i128
  %4 = arith.shli %c, %d : i128
  return %0, %1, %2, %3, %4 : i1, i1, i65, i65, i128
}

