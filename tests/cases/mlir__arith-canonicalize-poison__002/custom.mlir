module {
  func.func @select_poison(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %0 = ub.poison : i32
    %1 = arith.select %arg0, %0, %arg1 : i32
    %2 = arith.select %arg0, %arg2, %0 : i32
    return %1, %2 : i32, i32
  }
}

