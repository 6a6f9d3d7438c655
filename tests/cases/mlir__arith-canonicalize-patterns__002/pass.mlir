module {
  func.func @muli_constants(%arg0: i32, %arg1: index) -> (i32, index) {
    %c-15 = arith.constant -15 : index
    %c15_i32 = arith.constant 15 : i32
    %0 = arith.muli %arg0, %c15_i32 overflow<nsw> : i32
    %1 = arith.muli %arg1, %c-15 : index
    return %0, %1 : i32, index
  }
}

