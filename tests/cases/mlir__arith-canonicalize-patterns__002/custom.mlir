module {
  func.func @muli_constants(%arg0: i32, %arg1: index) -> (i32, index) {
    %c3_i32 = arith.constant 3 : i32
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.muli %arg0, %c3_i32 overflow<nsw> : i32
    %1 = arith.muli %0, %c5_i32 overflow<nsw> : i32
    %c3 = arith.constant 3 : index
    %c-5 = arith.constant -5 : index
    %2 = arith.muli %arg1, %c3 : index
    %3 = arith.muli %2, %c-5 : index
    return %1, %3 : i32, index
  }
}

