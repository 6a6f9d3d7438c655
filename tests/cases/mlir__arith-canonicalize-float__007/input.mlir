
func.func @minmax_constants() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %0 = arith.maximumf %pz, %nz : f32
  %1 = arith.minimumf %pz, %nz : f32
  %2 = arith.maxnumf %nz, %pz : f32
  %3 = arith.minnumf %pz, %nz : f32
  %4 = arith.maximumf %nan, %one : f32
  %5 = arith.minimumf %snan, %one : f32
  %6 = arith.maxnumf %nan, %one : f32
  %7 = arith.maxnumf %snan, %one : f32
  %8 = arith.minnumf %snan, %one : f32
  %9 = arith.minimumf %one, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

