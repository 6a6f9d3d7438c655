module {
  func.func @trunc_patterns(%arg0: i8, %arg1: i32, %arg2: i32) -> (i16, i16, i16, f16, f16, f16, i8) {
    %c16_i32 = arith.constant 16 : i32
    %0 = arith.extsi %arg0 : i8 to i16
    %1 = arith.extui %arg0 : i8 to i16
    %2 = arith.shrui %arg1, %c16_i32 : i32
    %3 = arith.trunci %2 overflow<nsw> : i32 to i16
    %4 = arith.sitofp %arg2 : i32 to f16
    %5 = arith.uitofp %arg2 : i32 to f32
    %6 = arith.uitofp %arg2 : i32 to f16
    %7 = arith.truncf %5 to_nearest_away : f32 to f16
    return %0, %1, %3, %4, %6, %7, %arg0 : i16, i16, i16, f16, f16, f16, i8
  }
}

