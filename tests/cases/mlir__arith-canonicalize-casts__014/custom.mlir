module {
  func.func @float_to_int_small() -> (i8, i8, i32) {
    %cst = arith.constant -5.000000e-01 : f32
    %0 = arith.fptoui %cst : f32 to i8
    %cst_0 = arith.constant 2.500000e+00 : f8E4M3FN
    %1 = arith.fptosi %cst_0 : f8E4M3FN to i8
    %cst_1 = arith.constant 1.000000e+10 : f64
    %2 = arith.fptosi %cst_1 : f64 to i32
    return %0, %1, %2 : i8, i8, i32
  }
}

