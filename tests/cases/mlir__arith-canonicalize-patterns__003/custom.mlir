module {
  func.func @subi_constants(%arg0: i32) -> (i32, i32, i32, i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.addi %arg0, %c1_i32 overflow<nsw> : i32
    %1 = arith.subi %0, %c7_i32 overflow<nsw> : i32
    %2 = arith.subi %c7_i32, %0 overflow<nsw> : i32
    %3 = arith.subi %arg0, %c1_i32 overflow<nuw> : i32
    %4 = arith.subi %3, %c7_i32 overflow<nuw> : i32
    %5 = arith.subi %c7_i32, %3 : i32
    %6 = arith.subi %c1_i32, %arg0 overflow<nsw, nuw> : i32
    %7 = arith.subi %6, %c7_i32 overflow<nsw> : i32
    %8 = arith.subi %c7_i32, %6 overflow<nsw, nuw> : i32
    return %1, %2, %4, %5, %7, %8 : i32, i32, i32, i32, i32, i32
  }
}

