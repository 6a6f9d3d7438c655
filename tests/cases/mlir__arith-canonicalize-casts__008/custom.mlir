module {
  func.func @truncf() -> (f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32) {
    %cst = arith.constant 1.500000e+00 : f64
    %0 = arith.truncf %cst : f64 to f32
    %cst_0 = arith.constant 1.000000e-01 : f64
    %1 = arith.truncf %cst_0 : f64 to f32
    %cst_1 = arith.constant 6.552000e+04 : f32
    %2 = arith.truncf %cst_1 : f32 to f16
    %cst_2 = arith.constant 0xFF800000 : f32
    %3 = arith.truncf %cst_2 : f32 to f16
    %cst_3 = arith.constant 1.000000e+00 : f32
    %4 = arith.truncf %cst_3 : f32 to bf16
    %cst_4 = arith.constant 0x7FC00000 : f32
    %5 = arith.truncf %cst_4 : f32 to f16
    %cst_5 = arith.constant 5.96046448E-8 : f32
    %6 = arith.truncf %cst_5 : f32 to f16
    %cst_6 = arith.constant dense<[1.000000e+00, 1.000000e-01]> : vector<2xf32>
    %7 = arith.truncf %cst_6 : vector<2xf32> to vector<2xf16>
    %cst_7 = arith.constant 2.000000e+00 : f64
    %8 = arith.truncf %cst_7 downward : f64 to f32
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32
  }
}

