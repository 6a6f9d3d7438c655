module {
  func.func @truncf() -> (f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32) {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 5.960460e-08 : f16
    %cst_1 = arith.constant 0x7E00 : f16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %cst_3 = arith.constant 0xFC00 : f16
    %cst_4 = arith.constant dense<[1.000000e+00, 1.000000e-01]> : vector<2xf32>
    %cst_5 = arith.constant 6.552000e+04 : f32
    %cst_6 = arith.constant 1.000000e-01 : f64
    %cst_7 = arith.constant 1.500000e+00 : f32
    %0 = arith.truncf %cst_6 : f64 to f32
    %1 = arith.truncf %cst_5 : f32 to f16
    %2 = arith.truncf %cst_4 : vector<2xf32> to vector<2xf16>
    return %cst_7, %0, %1, %cst_3, %cst_2, %cst_1, %cst_0, %2, %cst : f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32
  }
}

