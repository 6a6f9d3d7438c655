module {
  func.func @atan2_zeros() -> (f16, f32, f32) {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %cst_1 = arith.constant 0x7E00 : f16
    %cst_2 = arith.constant 0x7FC00000 : f32
    %0 = math.atan2 %cst_0, %cst : f16
    "test.use"(%0) : (f16) -> ()
    return %cst_1, %cst_2, %cst_2 : f16, f32, f32
  }
}

