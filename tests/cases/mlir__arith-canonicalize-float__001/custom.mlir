module {
  func.func @rounding() -> (f32, f16, bf16, f64, f32) {
    %cst = arith.constant 0x4B800000 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = arith.addf %cst, %cst_0 : f32
    %cst_1 = arith.constant 2.048000e+03 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %1 = arith.addf %cst_1, %cst_2 : f16
    %cst_3 = arith.constant 1.000000e+00 : bf16
    %cst_4 = arith.constant 3.906250e-03 : bf16
    %2 = arith.addf %cst_3, %cst_4 : bf16
    %cst_5 = arith.constant 1.000000e-01 : f64
    %cst_6 = arith.constant 2.000000e-01 : f64
    %3 = arith.addf %cst_5, %cst_6 : f64
    %cst_7 = arith.constant 1.000000e+00 : f32
    %cst_8 = arith.constant 3.000000e+00 : f32
    %4 = arith.divf %cst_7, %cst_8 : f32
    return %0, %1, %2, %3, %4 : f32, f16, bf16, f64, f32
  }
}

