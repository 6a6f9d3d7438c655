module {
  func.func @rounding() {
    %cst = arith.constant 3.500000e+00 : f16
    %cst_0 = arith.constant 2.500000e+00 : bf16
    %cst_1 = arith.constant -2.000000e+00 : f32
    %cst_2 = arith.constant -3.000000e+00 : f32
    %cst_3 = arith.constant 4.000000e+00 : f16
    %cst_4 = arith.constant 2.000000e+00 : bf16
    %0 = math.round %cst : f16
    %1 = math.trunc %cst_0 : bf16
    "test.use"(%cst_1, %cst_2, %cst_2, %cst_1, %cst_1, %cst_3, %cst_4, %cst_3, %0, %1) : (f32, f32, f32, f32, f32, f16, bf16, f16, f16, bf16) -> ()
    return
  }
}

