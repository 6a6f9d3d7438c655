module {
  func.func @float_poison(%arg0: f32) -> (f32, f32, f32) {
    %0 = ub.poison : f32
    %1 = arith.addf %arg0, %0 : f32
    %2 = arith.negf %0 : f32
    %cst = arith.constant 2.000000e+00 : f32
    %3 = arith.maximumf %0, %cst : f32
    return %1, %2, %3 : f32, f32, f32
  }
}

