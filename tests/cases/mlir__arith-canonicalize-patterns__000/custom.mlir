module {
  func.func @addi_constants(%arg0: i32) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.addi %arg0, %c1_i32 overflow<nsw, nuw> : i32
    %1 = arith.addi %0, %c2_i32 overflow<nsw> : i32
    %2 = arith.subi %arg0, %c1_i32 overflow<nuw> : i32
    %3 = arith.addi %2, %c2_i32 overflow<nuw> : i32
    %4 = arith.subi %c1_i32, %arg0 : i32
    %5 = arith.addi %4, %c2_i32 : i32
    return %1, %3, %5 : i32, i32, i32
  }
}

