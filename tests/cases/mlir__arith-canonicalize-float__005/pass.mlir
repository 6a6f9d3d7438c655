module {
  func.func @negf(%arg0: f32) -> (f32, f32, f32, f32, vector<2xf16>) {
    %cst = arith.constant -2.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant 0xFFC00000 : f32
    %cst_2 = arith.constant dense<[-1.000000e+00, 2.000000e+00]> : vector<2xf16>
    return %arg0, %cst, %cst_0, %cst_1, %cst_2 : f32, f32, f32, f32, vector<2xf16>
  }
}

