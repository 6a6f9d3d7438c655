module {
  func.func @float_chains(%arg0: f32, %arg1: f16, %arg2: i32) -> (f32, f32, f16, f16, f16, f32, f16) {
    %0 = arith.truncf %arg0 : f32 to f16
    %1 = arith.extf %0 fastmath<contract> : f16 to f32
    %2 = arith.sitofp %arg2 : i32 to f16
    %3 = arith.uitofp %arg2 : i32 to f32
    %4 = arith.uitofp %arg2 : i32 to f32
    %5 = arith.truncf %4 upward : f32 to f16
    return %arg0, %1, %arg1, %5, %2, %3, %arg1 : f32, f32, f16, f16, f16, f32, f16
  }
}

