
func.func @small_types() -> (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ) {
  %a = arith.constant 1.5 : f8E4M3FNUZ
  %0 = arith.mulf %a, %a : f8E4M3FNUZ
  %b = arith.constant 3.0 : f8E5M2FNUZ
  %1 = arith.addf %b, %b : f8E5M2FNUZ
  %c = arith.constant 0.5 : f8E4M3B11FNUZ
  %2 = arith.subf %c, %c : f8E4M3B11FNUZ
  %d = arith.constant 1.0625 : f8E3M4
  %3 = arith.addf %d, %d : f8E3M4
  %e = arith.constant 1.5 : f6E2M3FN
  %4 = arith.mulf %e, %e : f6E2M3FN
  %f = arith.constant 1.5 : f4E2M1FN
  %5 = arith.addf %f, %f : f4E2M1FN
  %g = arith.constant 240.0 : f8E4M3FNUZ
  %6 = arith.addf %g, %g : f8E4M3FNUZ
  return %0, %1, %2, %3, %4, %5, %6 : f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ
}
