module {
  func.func @negf(%arg0: f32) -> (f32, f32, f32, f32, vector<2xf16>) {
    %0 = arith.negf %arg0 : f32
    %1 = arith.negf %0 : f32
    %cst = arith.constant 2.000000e+00 : f32
    %2 = arith.negf %cst : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %3 = arith.negf %cst_0 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %4 = arith.negf %cst_1 : f32
    %cst_2 = arith.constant dense<[1.000000e+00, -2.000000e+00]> : vector<2xf16>
    %5 = arith.negf %cst_2 : vector<2xf16>
    return %1, %2, %3, %4, %5 : f32, f32, f32, f32, vector<2xf16>
  }
}

