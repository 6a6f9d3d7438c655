module {
  func.func @other_types() -> (f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3) {
    %cst = arith.constant 6.550400e+04 : f16
    %0 = arith.addf %cst, %cst : f16
    %cst_0 = arith.constant 3.000000e+00 : bf16
    %cst_1 = arith.constant 7.000000e+00 : bf16
    %1 = arith.divf %cst_0, %cst_1 : bf16
    %cst_2 = arith.constant 1.000000e-310 : f64
    %2 = arith.mulf %cst_2, %cst_2 : f64
    %cst_3 = arith.constant 1.500000e+00 : f80
    %cst_4 = arith.constant 2.750000e+00 : f80
    %3 = arith.mulf %cst_3, %cst_4 : f80
    %cst_5 = arith.constant 1.000000e+00 : f128
    %cst_6 = arith.constant 3.000000e+00 : f128
    %4 = arith.divf %cst_5, %cst_6 : f128
    %cst_7 = arith.constant 1.000000e+00 : tf32
    %cst_8 = arith.constant 1.000400e-03 : tf32
    %5 = arith.addf %cst_7, %cst_8 : tf32
    %cst_9 = arith.constant 1.500000e+00 : f8E5M2
    %6 = arith.addf %cst_9, %cst_9 : f8E5M2
    %cst_10 = arith.constant 4.480000e+02 : f8E4M3FN
    %7 = arith.addf %cst_10, %cst_10 : f8E4M3FN
    %cst_11 = arith.constant 1.125000e+00 : f8E4M3
    %8 = arith.mulf %cst_11, %cst_11 : f8E4M3
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3
  }
}

