module {
  func.func @simple(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.subi %arg1, %arg0 : i32
    return %0, %0, %1, %0 : i32, i32, i32, i32
  }
}

