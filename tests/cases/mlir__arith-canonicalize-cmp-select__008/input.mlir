
func.func @select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32) {
  %0 = arith.select %c, %x, %x : i32
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %f, %x, %y : i32
  %3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %5 = arith.select %ne, %y, %x : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

