module {
  func.func @ext_chains(%arg0: i8, %arg1: i32, %arg2: i16) -> (i64, i64, i16, i8, i16, i8, i32, i64) {
    %0 = arith.extui %arg0 : i8 to i16
    %1 = arith.extui %0 : i16 to i64
    %2 = arith.extsi %arg0 : i8 to i16
    %3 = arith.extsi %2 : i16 to i64
    %4 = arith.trunci %arg1 : i32 to i16
    %5 = arith.extui %arg0 : i8 to i32
    %6 = arith.trunci %5 : i32 to i8
    %7 = arith.extsi %arg1 : i32 to i64
    %8 = arith.trunci %7 : i64 to i16
    %9 = arith.trunci %arg1 : i32 to i16
    %10 = arith.trunci %9 : i16 to i8
    %11 = arith.extsi %arg2 : i16 to i64
    %12 = arith.trunci %11 : i64 to i32
    %13 = arith.extui %arg0 : i8 to i16
    %14 = arith.extsi %13 : i16 to i64
    return %1, %3, %4, %6, %8, %10, %12, %14 : i64, i64, i16, i8, i16, i8, i32, i64
  }
}

