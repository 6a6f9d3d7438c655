module {
  func.func @classify() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
    %cst = arith.constant 0x7F800000 : f32
    %cst_0 = arith.constant 0x7FC00000 : f32
    %cst_1 = arith.constant 9.999940e-41 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %0 = math.isinf %cst : f32
    %1 = math.isnan %cst_0 : f32
    %2 = math.isfinite %cst : f32
    %3 = math.isnormal %cst_1 : f32
    %4 = math.isnormal %cst_2 : f32
    %5 = math.isfinite %cst_1 : f32
    %6 = math.isnan %cst_2 : f32
    %7 = math.isinf %cst_2 : f32
    return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
  }
}

