module {
  func.func @addf(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0x7F800000 : f32
    %cst_0 = arith.constant -7.500000e-01 : f32
    %cst_1 = arith.constant 3.750000e+00 : f32
    %cst_2 = arith.constant -0.000000e+00 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %0 = arith.addf %arg0, %cst_3 : f32
    %1 = arith.subf %arg0, %cst_2 : f32
    return %arg0, %0, %arg0, %1, %cst_1, %cst_0, %cst, %cst_2 : f32, f32, f32, f32, f32, f32, f32, f32
  }
}

