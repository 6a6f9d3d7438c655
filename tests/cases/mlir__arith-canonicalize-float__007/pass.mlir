module {
  func.func @minmax_constants() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %cst_2 = arith.constant 0x7FC00001 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    return %cst, %cst_0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_2, %cst_2, %cst_0 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
}

