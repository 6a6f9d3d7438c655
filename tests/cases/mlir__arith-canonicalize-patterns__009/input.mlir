
func.func @cmpi_of_ext(%x: i8, %y: i8, %z: i16) -> (i1, i1, i1, i1, i1) {
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %0 = arith.cmpi eq, %sx, %sy : i32 loc("r0")
  %1 = arith.cmpi slt, %sx, %sy : i32 loc("r1")
  %ux = arith.extui %x : i8 to i32 loc("ux")
  %uy = arith.extui %y : i8 to i32 loc("uy")
  %2 = arith.cmpi ne, %ux, %uy : i32 loc("r2")
  %uz = arith.extui %z : i16 to i32 loc("uz")
  %3 = arith.cmpi ne, %ux, %uz : i32 loc("r3")
  %4 = arith.cmpi eq, %sx, %uy : i32 loc("r4")
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1 loc("ret")
} loc("f")

