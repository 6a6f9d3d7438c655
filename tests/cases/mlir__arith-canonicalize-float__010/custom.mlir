module {
  func.func @small_types() -> (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ) {
    %cst = arith.constant 1.500000e+00 : f8E4M3FNUZ
    %0 = arith.mulf %cst, %cst : f8E4M3FNUZ
    %cst_0 = arith.constant 3.000000e+00 : f8E5M2FNUZ
    %1 = arith.addf %cst_0, %cst_0 : f8E5M2FNUZ
    %cst_1 = arith.constant 5.000000e-01 : f8E4M3B11FNUZ
    %2 = arith.subf %cst_1, %cst_1 : f8E4M3B11FNUZ
    %cst_2 = arith.constant 1.062500e+00 : f8E3M4
    %3 = arith.addf %cst_2, %cst_2 : f8E3M4
    %cst_3 = arith.constant 1.500000e+00 : f6E2M3FN
    %4 = arith.mulf %cst_3, %cst_3 : f6E2M3FN
    %cst_4 = arith.constant 1.500000e+00 : f4E2M1FN
    %5 = arith.addf %cst_4, %cst_4 : f4E2M1FN
    %cst_5 = arith.constant 2.400000e+02 : f8E4M3FNUZ
    %6 = arith.addf %cst_5, %cst_5 : f8E4M3FNUZ
    return %0, %1, %2, %3, %4, %5, %6 : f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ
  }
}

