
func.func @rounding() -> (f32, f16, bf16, f64, f32) {
  %a = arith.constant 16777216.0 : f32
  %b = arith.constant 1.0 : f32
  %0 = arith.addf %a, %b : f32
  %h = arith.constant 2048.0 : f16
  %h1 = arith.constant 3.0 : f16
  %1 = arith.addf %h, %h1 : f16
  %c = arith.constant 1.0 : bf16
  %d = arith.constant 0.00390625 : bf16
  %2 = arith.addf %c, %d : bf16
  %e = arith.constant 0.1 : f64
  %f = arith.constant 0.2 : f64
  %3 = arith.addf %e, %f : f64
  %g = arith.constant 1.0 : f32
  %k = arith.constant 3.0 : f32
  %4 = arith.divf %g, %k : f32
  return %0, %1, %2, %3, %4 : f32, f16, bf16, f64, f32
}

