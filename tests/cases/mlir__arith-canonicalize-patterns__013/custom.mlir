module {
  func.func @trunc_patterns(%arg0: i8, %arg1: i32, %arg2: i32) -> (i16, i16, i16, f16, f16, f16, i8) {
    %0 = arith.extsi %arg0 : i8 to i32
    %1 = arith.trunci %0 : i32 to i16
    %2 = arith.extui %arg0 : i8 to i32
    %3 = arith.trunci %2 overflow<nuw> : i32 to i16
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.shrsi %arg1, %c16_i32 : i32
    %5 = arith.trunci %4 overflow<nsw> : i32 to i16
    %6 = arith.sitofp %arg2 : i32 to f32
    %7 = arith.truncf %6 : f32 to f16
    %8 = arith.uitofp %arg2 : i32 to f32
    %9 = arith.truncf %8 fastmath<fast> : f32 to f16
    %10 = arith.truncf %8 to_nearest_away : f32 to f16
    %11 = arith.trunci %0 : i32 to i8
    return %1, %3, %5, %7, %9, %10, %11 : i16, i16, i16, f16, f16, f16, i8
  }
}

