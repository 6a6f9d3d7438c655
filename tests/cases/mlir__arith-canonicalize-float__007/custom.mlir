module {
  func.func @minmax_constants() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %cst_3 = arith.constant 0x7F800001 : f32
    %0 = arith.maximumf %cst, %cst_0 : f32
    %1 = arith.minimumf %cst, %cst_0 : f32
    %2 = arith.maxnumf %cst_0, %cst : f32
    %3 = arith.minnumf %cst, %cst_0 : f32
    %4 = arith.maximumf %cst_2, %cst_1 : f32
    %5 = arith.minimumf %cst_3, %cst_1 : f32
    %6 = arith.maxnumf %cst_2, %cst_1 : f32
    %7 = arith.maxnumf %cst_3, %cst_1 : f32
    %8 = arith.minnumf %cst_3, %cst_1 : f32
    %9 = arith.minimumf %cst_1, %cst_0 : f32
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
}

