
func.func @cmpi_move_constant(%x: i32) -> (i1, i1, i1, i1, i1) {
  %c = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c, %x : i32
  %1 = arith.cmpi uge, %c, %x : i32
  %2 = arith.cmpi eq, %c, %x : i32
  %3 = arith.cmpi ne, %c, %x : i32
  %4 = arith.cmpi ule, %c, %x : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

