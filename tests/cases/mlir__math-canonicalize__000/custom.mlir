module {
  func.func @transcendental_f32() {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 1.750000e+00 : f32
    %0 = math.sin %cst : f32
    %1 = math.cos %cst : f32
    %2 = math.tan %cst : f32
    %3 = math.asin %cst : f32
    %4 = math.acos %cst : f32
    %5 = math.atan %cst : f32
    %6 = math.sinh %cst : f32
    %7 = math.cosh %cst : f32
    %8 = math.tanh %cst : f32
    %9 = math.asinh %cst : f32
    %10 = math.acosh %cst_0 : f32
    %11 = math.atanh %cst : f32
    %12 = math.erf %cst : f32
    %13 = math.erfc %cst : f32
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    return
  }
}

