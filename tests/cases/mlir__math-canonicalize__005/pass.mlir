module {
  func.func @sign() {
    %cst = arith.constant 2.500000e+00 : f32
    %cst_0 = arith.constant -1.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f16
    %cst_2 = arith.constant 0x7FC00000 : f32
    "test.use"(%cst, %cst_0, %cst, %cst_1, %cst_2) : (f32, f32, f32, f16, f32) -> ()
    return
  }
}

