module {
  func.func @b(%arg0: f4E2M1FN, %arg1: f32, %arg2: f8E8M0FNU) -> (f32, f4E2M1FN, f32, f8E8M0FNU) {
    %0 = arith.extf %arg0 : f4E2M1FN to f32
    %1 = arith.truncf %arg1 : f32 to f4E2M1FN
    %2 = arith.bitcast %arg2 : f8E8M0FNU to i8
    %c-1_i8 = arith.constant -1 : i8
    %c-1_i32 = arith.constant -1 : i32
    %c23_i32 = arith.constant 23 : i32
    %3 = arith.extui %2 : i8 to i32
    %4 = arith.shli %3, %c23_i32 : i32
    %5 = arith.cmpi eq, %2, %c-1_i8 : i8
    %6 = arith.select %5, %c-1_i32, %4 : i32
    %7 = arith.bitcast %6 : i32 to f32
    %8 = arith.bitcast %arg1 : f32 to i32
    %c23_i32_0 = arith.constant 23 : i32
    %9 = arith.shrui %8, %c23_i32_0 : i32
    %10 = arith.trunci %9 : i32 to i8
    %11 = arith.bitcast %10 : i8 to f8E8M0FNU
    return %0, %1, %7, %11 : f32, f4E2M1FN, f32, f8E8M0FNU
  }
}

