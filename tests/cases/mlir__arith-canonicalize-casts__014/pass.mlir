module {
  func.func @float_to_int_small() -> (i8, i8, i32) {
    %cst = arith.constant 1.000000e+10 : f64
    %c0_i8 = arith.constant 0 : i8
    %c2_i8 = arith.constant 2 : i8
    %0 = arith.fptosi %cst : f64 to i32
    return %c0_i8, %c2_i8, %0 : i8, i8, i32
  }
}

