module {
  func.func @rounding() {
    %cst = arith.constant -2.500000e+00 : f32
    %cst_0 = arith.constant 3.500000e+00 : f16
    %cst_1 = arith.constant 2.500000e+00 : bf16
    %0 = math.ceil %cst : f32
    %1 = math.floor %cst : f32
    %2 = math.round %cst : f32
    %3 = math.roundeven %cst : f32
    %4 = math.trunc %cst : f32
    %5 = math.ceil %cst_0 : f16
    %6 = math.floor %cst_1 : bf16
    %7 = math.roundeven %cst_0 : f16
    %8 = math.round %cst_0 : f16
    %9 = math.trunc %cst_1 : bf16
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f32, f16, bf16, f16, f16, bf16) -> ()
    return
  }
}

