
func.func @trunc_patterns(%x: i8, %y: i32, %i: i32) -> (i16, i16, i16, f16, f16, f16, i8) {
  %a = arith.extsi %x : i8 to i32 loc("a")
  %0 = arith.trunci %a : i32 to i16 loc("r0")
  %b = arith.extui %x : i8 to i32 loc("b")
  %1 = arith.trunci %b overflow<nuw> : i32 to i16 loc("r1")
  %c16 = arith.constant 16 : i32 loc("c16")
  %s = arith.shrsi %y, %c16 : i32 loc("s")
  %2 = arith.trunci %s overflow<nsw> : i32 to i16 loc("r2")
  %fp = arith.sitofp %i : i32 to f32 loc("fp")
  %3 = arith.truncf %fp : f32 to f16 loc("r3")
  %up = arith.uitofp %i : i32 to f32 loc("up")
  %4 = arith.truncf %up fastmath<fast> : f32 to f16 loc("r4")
  %5 = arith.truncf %up to_nearest_away : f32 to f16 loc("r5")
  %6 = arith.trunci %a : i32 to i8 loc("r6")
  return %0, %1, %2, %3, %4, %5, %6 : i16, i16, i16, f16, f16, f16, i8 loc("ret")
} loc("f")

