module {
  func.func @small_types() -> (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ) {
    %cst = arith.constant 2.250000e+00 : f8E4M3FNUZ
    %cst_0 = arith.constant 6.000000e+00 : f8E5M2FNUZ
    %cst_1 = arith.constant 0.000000e+00 : f8E4M3B11FNUZ
    %cst_2 = arith.constant 2.125000e+00 : f8E3M4
    %cst_3 = arith.constant 2.250000e+00 : f6E2M3FN
    %cst_4 = arith.constant 3.000000e+00 : f4E2M1FN
    %cst_5 = arith.constant 0x80 : f8E4M3FNUZ
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ
  }
}

