
func.func @other_types() -> (f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3) {
  %a = arith.constant 65504.0 : f16
  %0 = arith.addf %a, %a : f16
  %b = arith.constant 3.0 : bf16
  %c = arith.constant 7.0 : bf16
  %1 = arith.divf %b, %c : bf16
  %d = arith.constant 1.0e-310 : f64
  %2 = arith.mulf %d, %d : f64
  %e = arith.constant 1.5 : f80
  %f = arith.constant 2.75 : f80
  %3 = arith.mulf %e, %f : f80
  %g = arith.constant 1.0 : f128
  %h = arith.constant 3.0 : f128
  %4 = arith.divf %g, %h : f128
  %i = arith.constant 1.0 : tf32
  %j = arith.constant 0.001 : tf32
  %5 = arith.addf %i, %j : tf32
  %k = arith.constant 1.5 : f8E5M2
  %6 = arith.addf %k, %k : f8E5M2
  %l = arith.constant 448.0 : f8E4M3FN
  %7 = arith.addf %l, %l : f8E4M3FN
  %m = arith.constant 1.125 : f8E4M3
  %8 = arith.mulf %m, %m : f8E4M3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3
}

