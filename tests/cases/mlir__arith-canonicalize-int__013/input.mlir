
func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %x, %m1 : i32
  %2 = arith.andi %x, %x : i32
  %n = arith.xori %x, %m1 : i32
  %3 = arith.andi %x, %n : i32
  %4 = arith.andi %n, %x : i32
  %a = arith.andi %x, %y : i32
  %5 = arith.andi %x, %a : i32
  %6 = arith.andi %a, %y : i32
  %7 = arith.ori %x, %c0 : i32
  %8 = arith.ori %x, %m1 : i32
  %9 = arith.ori %x, %n : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

