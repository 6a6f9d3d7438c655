
func.func @wide_division() -> (i128, i128, i65, i65, i256) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 3 : i128
  %0 = arith.divsi %a, %b : i128
  %1 = arith.remui %a, %b : i128
  %c = arith.constant -18446744073709551616 : i65
  %d = arith.constant 7 : i65
  %2 = arith.divsi %c, %d : i65
  %3 = arith.divui %c, %d : i65
  %e = arith.constant 115792089237316195423570985008687907853269984665640564039457584007913129639935 : i256
  %f = arith.constant 340282366920938463463374607431768211457 : i256
  %4 = arith.divui %e, %f : i256
  return %0, %1, %2, %3, %4 : i128, i128, i65, i65, i256
}

