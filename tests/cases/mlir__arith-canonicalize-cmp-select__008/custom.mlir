module {
  func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1, i32, i32) {
    %0 = arith.select %arg0, %arg1, %arg1 : i32
    %true = arith.constant true
    %false = arith.constant false
    %1 = arith.select %true, %arg1, %arg2 : i32
    %2 = arith.select %false, %arg1, %arg2 : i32
    %3 = arith.select %arg0, %true, %false : i1
    %4 = arith.cmpi eq, %arg1, %arg2 : i32
    %5 = arith.select %4, %arg1, %arg2 : i32
    %6 = arith.cmpi ne, %arg1, %arg2 : i32
    %7 = arith.select %6, %arg2, %arg1 : i32
    return %0, %1, %2, %3, %5, %7 : i32, i32, i32, i1, i32, i32
  }
}

