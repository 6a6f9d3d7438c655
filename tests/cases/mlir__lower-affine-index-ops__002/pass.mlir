module {
  func.func @dyn_nobound(%arg0: index, %arg1: index) -> (index, index, index) {
    %c7 = arith.constant 7 : index
    %c7_0 = arith.constant 7 : index
    %0 = arith.muli %arg1, %c7_0 overflow<nsw, nuw> : index
    %c0 = arith.constant 0 : index
    %1 = arith.floordivsi %arg0, %0 : index
    %2 = arith.remsi %arg0, %0 : index
    %3 = arith.cmpi slt, %2, %c0 : index
    %4 = arith.addi %2, %0 overflow<nsw> : index
    %5 = arith.select %3, %4, %2 : index
    %6 = arith.divsi %5, %c7 : index
    %7 = arith.remsi %arg0, %c7 : index
    %8 = arith.cmpi slt, %7, %c0 : index
    %9 = arith.addi %7, %c7 overflow<nsw> : index
    %10 = arith.select %8, %9, %7 : index
    return %1, %6, %10 : index, index, index
  }
}

