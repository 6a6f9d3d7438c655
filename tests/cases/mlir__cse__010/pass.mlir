module {
  func.func @f1(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.addi %0, %0 : i32
    return %1 : i32
  }
  func.func @f2() -> (i32, i32) {
    %c7_i32 = arith.constant 7 : i32
    return %c7_i32, %c7_i32 : i32, i32
  }
}

