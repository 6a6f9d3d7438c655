module {
  func.func @exp_log_f64() {
    %cst = arith.constant 3.000000e-01 : f64
    %cst_0 = arith.constant 2.500000e+00 : f64
    %0 = math.exp %cst : f64
    %1 = math.exp2 %cst : f64
    %2 = math.expm1 %cst : f64
    %3 = math.log %cst_0 : f64
    %4 = math.log2 %cst_0 : f64
    %5 = math.log10 %cst_0 : f64
    %6 = math.log1p %cst : f64
    %7 = math.sqrt %cst_0 : f64
    %8 = math.powf %cst, %cst_0 : f64
    %9 = math.atan2 %cst, %cst_0 : f64
    %10 = math.asinh %cst_0 : f64
    %11 = math.erfc %cst_0 : f64
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
    return
  }
}

