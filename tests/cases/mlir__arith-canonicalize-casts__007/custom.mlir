module {
  func.func @extf() -> (f64, f32, f64, f32, f32, vector<2xf32>, f64) {
    %cst = arith.constant 1.500000e+00 : f32
    %0 = arith.extf %cst : f32 to f64
    %cst_0 = arith.constant 6.550400e+04 : f16
    %1 = arith.extf %cst_0 : f16 to f32
    %cst_1 = arith.constant 0x7F800000 : f32
    %2 = arith.extf %cst_1 : f32 to f64
    %cst_2 = arith.constant 0x7E00 : f16
    %3 = arith.extf %cst_2 : f16 to f32
    %cst_3 = arith.constant 0x7C01 : f16
    %4 = arith.extf %cst_3 : f16 to f32
    %cst_4 = arith.constant dense<[1.000000e+00, 5.000000e-01]> : vector<2xbf16>
    %5 = arith.extf %cst_4 : vector<2xbf16> to vector<2xf32>
    %cst_5 = arith.constant 9.999940e-41 : f32
    %6 = arith.extf %cst_5 : f32 to f64
    return %0, %1, %2, %3, %4, %5, %6 : f64, f32, f64, f32, f32, vector<2xf32>, f64
  }
}

