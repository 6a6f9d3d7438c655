module {
  func.func @parts_of_constant() -> (f32, f32, f16) {
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant -2.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f16
    return %cst, %cst_0, %cst_1 : f32, f32, f16
  }
}

