module {
  func.func @ext_chains(%arg0: i8, %arg1: i32, %arg2: i16) -> (i64, i64, i16, i8, i16, i8, i32, i64) {
    %0 = arith.extui %arg0 : i8 to i64
    %1 = arith.extsi %arg0 : i8 to i64
    %2 = arith.trunci %arg1 : i32 to i16
    %3 = arith.trunci %arg1 : i32 to i16
    %4 = arith.trunci %arg1 : i32 to i8
    %5 = arith.extsi %arg2 : i16 to i32
    %6 = arith.extui %arg0 : i8 to i64
    return %0, %1, %2, %arg0, %3, %4, %5, %6 : i64, i64, i16, i8, i16, i8, i32, i64
  }
}

