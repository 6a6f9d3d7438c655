
func.func @casts() -> (i32, i8, index, index, i64) {
  %a = index.constant -2
  %b = arith.constant 200 : i8
  %0 = index.casts %a : index to i32
  %1 = index.castu %a : index to i8
  %2 = index.casts %b : i8 to index
  %3 = index.castu %b : i8 to index
  %4 = index.castu %a : index to i64
  return %0, %1, %2, %3, %4 : i32, i8, index, index, i64
}

