module {
  func.func @truncf_small_types() -> (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2) {
    %cst = arith.constant 4.480000e+02 : f32
    %0 = arith.truncf %cst : f32 to f8E4M3FN
    %cst_0 = arith.constant 0x7F800000 : f32
    %1 = arith.truncf %cst_0 : f32 to f8E4M3FN
    %cst_1 = arith.constant -2.000000e+00 : f32
    %2 = arith.truncf %cst_1 : f32 to f8E5M2FNUZ
    %cst_2 = arith.constant 6.000000e+00 : f16
    %3 = arith.truncf %cst_2 : f16 to f4E2M1FN
    %cst_3 = arith.constant 2.500000e-01 : f32
    %4 = arith.truncf %cst_3 : f32 to f8E8M0FNU
    %cst_4 = arith.constant 0x7C00 : f16
    %5 = arith.truncf %cst_4 : f16 to f8E5M2
    return %0, %1, %2, %3, %4, %5 : f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2
  }
}

