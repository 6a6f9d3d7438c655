
func.func @cast_patterns(%x: i32, %y: i8, %f: f32) -> (i32, index, i32, index, f32, i64) {
  %a = arith.index_cast %x : i32 to index loc("a")
  %0 = arith.index_cast %a : index to i32 loc("r0")
  %b = arith.extsi %y : i8 to i32 loc("b")
  %1 = arith.index_cast %b : i32 to index loc("r1")
  %c = arith.index_castui %x : i32 to index loc("c")
  %2 = arith.index_castui %c : index to i32 loc("r2")
  %d = arith.extui %y : i8 to i32 loc("d")
  %3 = arith.index_castui %d : i32 to index loc("r3")
  %e = arith.bitcast %f : f32 to i32 loc("e")
  %4 = arith.bitcast %e : i32 to f32 loc("r4")
  %g = arith.extui %y : i8 to i16 loc("g")
  %5 = arith.extsi %g : i16 to i64 loc("r5")
  return %0, %1, %2, %3, %4, %5 : i32, index, i32, index, f32, i64 loc("ret")
} loc("f")

