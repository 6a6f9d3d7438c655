module {
  func.func @division_mul(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32) {
    %0 = arith.muli %arg0, %arg1 overflow<nsw> : i32
    %1 = arith.divui %0, %arg0 : i32
    %2 = arith.muli %arg0, %arg1 : i32
    %3 = arith.divsi %2, %arg1 : i32
    return %arg0, %arg1, %arg1, %1, %3, %arg0 : i32, i32, i32, i32, i32, i32
  }
}

