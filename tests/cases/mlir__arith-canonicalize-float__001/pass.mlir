module {
  func.func @rounding() -> (f32, f16, bf16, f64, f32) {
    %cst = arith.constant 0x4B800000 : f32
    %cst_0 = arith.constant 2.052000e+03 : f16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant 0.30000000000000004 : f64
    %cst_3 = arith.constant 0.333333343 : f32
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f16, bf16, f64, f32
  }
}

