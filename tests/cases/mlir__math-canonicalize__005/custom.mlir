module {
  func.func @sign() {
    %cst = arith.constant -2.500000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant -0.000000e+00 : f16
    %cst_2 = arith.constant 0xFFC00000 : f32
    %0 = math.absf %cst : f32
    %1 = math.copysign %cst_0, %cst : f32
    %2 = math.copysign %cst, %cst_0 : f32
    %3 = math.absf %cst_1 : f16
    %4 = math.absf %cst_2 : f32
    "test.use"(%0, %1, %2, %3, %4) : (f32, f32, f32, f16, f32) -> ()
    return
  }
}

