module {
  func.func @no_folder(%arg0: f32) -> (f32, f32, f32, f32) {
    %cst = arith.constant 8.000000e+00 : f32
    %0 = math.cbrt %cst : f32
    %1 = math.rsqrt %cst : f32
    %2 = math.fma %cst, %cst, %cst : f32
    %3 = math.sin %arg0 : f32
    return %0, %1, %2, %3 : f32, f32, f32, f32
  }
}

