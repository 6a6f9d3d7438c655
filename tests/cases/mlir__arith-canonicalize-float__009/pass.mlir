module {
  func.func @other_types() -> (f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3) {
    %cst = arith.constant 0x7C00 : f16
    %cst_0 = arith.constant 4.277340e-01 : bf16
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 4.125000e+00 : f80
    %cst_3 = arith.constant 0.333333333333333333333333333333333317 : f128
    %cst_4 = arith.constant 1.000980e+00 : tf32
    %cst_5 = arith.constant 3.000000e+00 : f8E5M2
    %cst_6 = arith.constant 0x7F : f8E4M3FN
    %cst_7 = arith.constant 1.250000e+00 : f8E4M3
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7 : f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3
  }
}

