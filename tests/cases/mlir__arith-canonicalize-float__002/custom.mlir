module {
  func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0x7F800000 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %0 = arith.addf %cst, %cst_0 : f32
    %1 = arith.mulf %cst, %cst_3 : f32
    %2 = arith.divf %cst_2, %cst_3 : f32
    %3 = arith.divf %cst_3, %cst_3 : f32
    %4 = arith.addf %cst_1, %cst_2 : f32
    %5 = arith.subf %cst_0, %cst_0 : f32
    %cst_4 = arith.constant -0.000000e+00 : f32
    %6 = arith.divf %cst_2, %cst_4 : f32
    return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
  }
}

