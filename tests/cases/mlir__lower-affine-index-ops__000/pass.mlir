module {
  func.func @index_ops(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %0 = arith.floordivsi %arg0, %c4 : index
    %1 = arith.remsi %arg0, %c4 : index
    %2 = arith.cmpi slt, %1, %c0 : index
    %3 = arith.addi %1, %c4 overflow<nsw> : index
    %4 = arith.select %2, %3, %1 : index
    %c4_0 = arith.constant 4 : index
    %5 = arith.muli %arg1, %c4_0 overflow<nsw> : index
    %6 = arith.addi %5, %arg2 overflow<nsw> : index
    return %0, %4, %6 : index, index, index
  }
}

