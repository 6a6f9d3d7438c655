module {
  func.func @addi_constants(%arg0: i32) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
    %1 = arith.addi %arg0, %c1_i32 overflow<nuw> : i32
    %2 = arith.subi %c3_i32, %arg0 : i32
    return %0, %1, %2 : i32, i32, i32
  }
}

