
func.func @cmpi_ext_i8(%x: i8, %y: i8) -> (i1, i1) {
  %z = arith.constant 0 : i32
  %e = arith.extsi %x : i8 to i32
  %0 = arith.cmpi ne, %e, %z : i32
  %1 = arith.cmpi eq, %e, %z : i32
  return %0, %1 : i1, i1
}

