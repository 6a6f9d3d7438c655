module {
  func.func @truncf_small_types() -> (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2) {
    %cst = arith.constant 0x7C : f8E5M2
    %cst_0 = arith.constant 2.500000e-01 : f8E8M0FNU
    %cst_1 = arith.constant 6.000000e+00 : f4E2M1FN
    %cst_2 = arith.constant -2.000000e+00 : f8E5M2FNUZ
    %cst_3 = arith.constant 0x7F800000 : f32
    %cst_4 = arith.constant 4.480000e+02 : f8E4M3FN
    %0 = arith.truncf %cst_3 : f32 to f8E4M3FN
    return %cst_4, %0, %cst_2, %cst_1, %cst_0, %cst : f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2
  }
}

