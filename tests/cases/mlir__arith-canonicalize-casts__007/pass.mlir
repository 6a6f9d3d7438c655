module {
  func.func @extf() -> (f64, f32, f64, f32, f32, vector<2xf32>, f64) {
    %cst = arith.constant 9.9999461011147596E-41 : f64
    %cst_0 = arith.constant dense<[1.000000e+00, 5.000000e-01]> : vector<2xf32>
    %cst_1 = arith.constant 0x7C01 : f16
    %cst_2 = arith.constant 1.500000e+00 : f64
    %cst_3 = arith.constant 6.550400e+04 : f32
    %cst_4 = arith.constant 0x7FF0000000000000 : f64
    %cst_5 = arith.constant 0x7FC00000 : f32
    %0 = arith.extf %cst_1 : f16 to f32
    return %cst_2, %cst_3, %cst_4, %cst_5, %0, %cst_0, %cst : f64, f32, f64, f32, f32, vector<2xf32>, f64
  }
}

