
func.func @exp_log_f64() {
  %a = arith.constant 0.3 : f64
  %b = arith.constant 2.5 : f64
  %0 = math.exp %a : f64
  %1 = math.exp2 %a : f64
  %2 = math.expm1 %a : f64
  %3 = math.log %b : f64
  %4 = math.log2 %b : f64
  %5 = math.log10 %b : f64
  %6 = math.log1p %a : f64
  %7 = math.sqrt %b : f64
  %8 = math.powf %a, %b : f64
  %9 = math.atan2 %a, %b : f64
  %10 = math.asinh %b : f64
  %11 = math.erfc %b : f64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  return
}

