module {
  func.func @refused() {
    %cst = arith.constant -2.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant -1.500000e+00 : f64
    %0 = math.log %cst : f32
    %1 = math.log2 %cst_0 : f32
    %2 = math.log10 %cst : f32
    %3 = math.sqrt %cst_0 : f32
    %4 = math.log1p %cst_1 : f64
    %5 = math.sqrt %cst_1 : f64
    %6 = math.log1p %cst : f32
    "test.use"(%0, %1, %2, %3, %4, %5, %6) : (f32, f32, f32, f32, f64, f64, f32) -> ()
    return
  }
}

