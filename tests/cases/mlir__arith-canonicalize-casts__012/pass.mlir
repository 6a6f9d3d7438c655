module {
  func.func @int_to_float() -> (f32, f32, f32, f32, f16, f64, f32, vector<2xf32>) {
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant 4.2949673E+9 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0x7C00 : f16
    %cst_3 = arith.constant 3.4028236692093846E+38 : f64
    %cst_4 = arith.constant 0x4B800000 : f32
    %cst_5 = arith.constant dense<[1.000000e+00, -3.000000e+00]> : vector<2xf32>
    return %cst, %cst_0, %cst, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : f32, f32, f32, f32, f16, f64, f32, vector<2xf32>
  }
}

