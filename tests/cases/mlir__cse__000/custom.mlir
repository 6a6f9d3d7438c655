module {
  func.func @simple(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %arg1, %arg0 : i32
    %2 = arith.subi %arg0, %arg1 : i32
    %3 = arith.subi %arg1, %arg0 : i32
    %4 = arith.addi %arg0, %arg1 : i32
    return %0, %1, %3, %4 : i32, i32, i32, i32
  }
}

