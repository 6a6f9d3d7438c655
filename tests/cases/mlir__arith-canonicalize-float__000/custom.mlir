module {
  func.func @addf(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant -0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = arith.addf %arg0, %cst : f32
    %1 = arith.addf %arg0, %cst_0 : f32
    %2 = arith.subf %arg0, %cst_0 : f32
    %3 = arith.subf %arg0, %cst : f32
    %cst_1 = arith.constant 1.500000e+00 : f32
    %cst_2 = arith.constant 2.250000e+00 : f32
    %4 = arith.addf %cst_1, %cst_2 : f32
    %5 = arith.subf %cst_1, %cst_2 : f32
    %cst_3 = arith.constant 3.40282347E+38 : f32
    %6 = arith.addf %cst_3, %cst_3 : f32
    %7 = arith.addf %cst, %cst : f32
    return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
  }
}

