
func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.mulf %inf, %zero : f32
  %2 = arith.divf %one, %zero : f32
  %3 = arith.divf %zero, %zero : f32
  %4 = arith.addf %nan, %one : f32
  %5 = arith.subf %ninf, %ninf : f32
  %nzero = arith.constant -0.0 : f32
  %6 = arith.divf %one, %nzero : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

