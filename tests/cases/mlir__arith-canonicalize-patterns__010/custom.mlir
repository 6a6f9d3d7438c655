module {
  func.func @select_patterns(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
    %true = arith.constant true
    %false = arith.constant false
    %0 = arith.xori %arg0, %true : i1
    %1 = arith.select %0, %arg1, %arg2 : i32
    %2 = arith.select %arg0, %arg1, %arg2 : i32
    %3 = arith.select %arg0, %2, %arg3 : i32
    %4 = arith.select %arg0, %arg3, %2 : i32
    %5 = arith.select %arg0, %false, %true : i1
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.select %arg0, %c1_i32, %c0_i32 : i32
    %7 = arith.select %arg0, %c0_i32, %c1_i32 : i32
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %8 = arith.select %arg0, %c0_i64, %c1_i64 : i64
    return %1, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i1, i32, i32, i64
  }
}

