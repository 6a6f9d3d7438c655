module {
  func.func @remf() -> (f32, f32, f32, f32, f64) {
    %cst = arith.constant 5.500000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant -5.500000e+00 : f32
    %0 = arith.remf %cst, %cst_0 : f32
    %1 = arith.remf %cst_1, %cst_0 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %2 = arith.remf %cst, %cst_2 : f32
    %cst_3 = arith.constant 0x7F800000 : f32
    %3 = arith.remf %cst, %cst_3 : f32
    %cst_4 = arith.constant 1.000000e+300 : f64
    %cst_5 = arith.constant 3.000000e+00 : f64
    %4 = arith.remf %cst_4, %cst_5 : f64
    return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f64
  }
}

