module {
  func.func @lin(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
    %c5 = arith.constant 5 : index
    %c20 = arith.constant 20 : index
    %0 = arith.muli %arg0, %c20 overflow<nsw> : index
    %1 = arith.muli %arg1, %c5 overflow<nsw> : index
    %2 = arith.addi %0, %1 overflow<nsw> : index
    %3 = arith.addi %2, %arg2 overflow<nsw> : index
    %c4 = arith.constant 4 : index
    %4 = arith.muli %arg3, %c4 overflow<nsw> : index
    %5 = arith.muli %arg0, %4 overflow<nsw> : index
    %6 = arith.muli %arg1, %arg3 overflow<nsw> : index
    %7 = arith.addi %5, %6 overflow<nsw> : index
    %8 = arith.addi %7, %arg2 overflow<nsw> : index
    return %3, %8 : index, index
  }
}

