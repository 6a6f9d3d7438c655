
func.func @cmpf_zero(%s: i8) -> (i1, i1) {
  %fs = arith.sitofp %s : i8 to f32 loc("fs")
  %nz = arith.constant -0.0 : f32 loc("nz")
  %0 = arith.cmpf oeq, %fs, %nz : f32 loc("r0")
  %1 = arith.cmpf olt, %fs, %nz : f32 loc("r1")
  return %0, %1 : i1, i1 loc("ret")
} loc("f")
