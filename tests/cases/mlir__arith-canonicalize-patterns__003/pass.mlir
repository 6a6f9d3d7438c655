module {
  func.func @subi_constants(%arg0: i32) -> (i32, i32, i32, i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %c6_i32 = arith.constant 6 : i32
    %c-6_i32 = arith.constant -6 : i32
    %0 = arith.addi %arg0, %c-6_i32 : i32
    %1 = arith.subi %c6_i32, %arg0 overflow<nsw> : i32
    %2 = arith.subi %arg0, %c8_i32 overflow<nuw> : i32
    %3 = arith.subi %c8_i32, %arg0 : i32
    %4 = arith.subi %c-6_i32, %arg0 overflow<nsw> : i32
    %5 = arith.addi %arg0, %c6_i32 overflow<nsw, nuw> : i32
    return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
  }
}

