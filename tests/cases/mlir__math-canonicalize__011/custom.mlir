module {
  func.func @poison() -> (f32, f32, f32, i32, i1) {
    %0 = ub.poison : f32
    %cst = arith.constant 2.000000e+00 : f32
    %1 = ub.poison : i32
    %c3_i32 = arith.constant 3 : i32
    %2 = math.sin %0 : f32
    %3 = math.copysign %cst, %0 : f32
    %4 = math.atan2 %0, %cst : f32
    %5 = math.ipowi %c3_i32, %1 : i32
    %6 = math.isnan %0 : f32
    return %2, %3, %4, %5, %6 : f32, f32, f32, i32, i1
  }
}

