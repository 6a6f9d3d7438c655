
func.func @ext_chains(%x: i8, %y: i32, %z: i16) -> (i64, i64, i16, i8, i16, i8, i32, i64) {
  %a = arith.extui %x : i8 to i16
  %0 = arith.extui %a : i16 to i64
  %b = arith.extsi %x : i8 to i16
  %1 = arith.extsi %b : i16 to i64
  %2 = arith.trunci %y : i32 to i16
  %c = arith.extui %x : i8 to i32
  %3 = arith.trunci %c : i32 to i8
  %d = arith.extsi %y : i32 to i64
  %4 = arith.trunci %d : i64 to i16
  %e = arith.trunci %y : i32 to i16
  %5 = arith.trunci %e : i16 to i8
  %f = arith.extsi %z : i16 to i64
  %6 = arith.trunci %f : i64 to i32
  %g = arith.extui %x : i8 to i16
  %7 = arith.extsi %g : i16 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i16, i8, i16, i8, i32, i64
}

