module {
  func.func @select_patterns(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
    %true = arith.constant true
    %0 = arith.select %arg0, %arg2, %arg1 : i32
    %1 = arith.select %arg0, %arg1, %arg3 : i32
    %2 = arith.select %arg0, %arg3, %arg2 : i32
    %3 = arith.xori %arg0, %true : i1
    %4 = arith.extui %arg0 : i1 to i32
    %5 = arith.xori %arg0, %true : i1
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.xori %arg0, %true : i1
    %8 = arith.extui %7 : i1 to i64
    return %0, %1, %2, %3, %4, %6, %8 : i32, i32, i32, i1, i32, i32, i64
  }
}

