module {
  func.func @atan2_zeros() -> (f16, f32, f32) {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e+00 : f16
    %0 = math.atan2 %cst, %cst : f16
    %1 = math.atan2 %cst_0, %cst_1 : f32
    %2 = math.atan2 %cst_1, %cst_0 : f32
    %3 = math.atan2 %cst_2, %cst : f16
    "test.use"(%3) : (f16) -> ()
    return %0, %1, %2 : f16, f32, f32
  }
}

