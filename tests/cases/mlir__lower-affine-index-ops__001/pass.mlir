module {
  func.func @dyn(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %c5 = arith.constant 5 : index
    %c5_0 = arith.constant 5 : index
    %0 = arith.muli %arg2, %c5_0 overflow<nsw, nuw> : index
    %c15 = arith.constant 15 : index
    %1 = arith.muli %arg2, %c15 overflow<nsw, nuw> : index
    %c0 = arith.constant 0 : index
    %2 = arith.floordivsi %arg0, %1 : index
    %3 = arith.remsi %arg0, %1 : index
    %4 = arith.cmpi slt, %3, %c0 : index
    %5 = arith.addi %3, %1 overflow<nsw> : index
    %6 = arith.select %4, %5, %3 : index
    %7 = arith.divsi %6, %0 : index
    %8 = arith.remsi %arg0, %0 : index
    %9 = arith.cmpi slt, %8, %c0 : index
    %10 = arith.addi %8, %0 overflow<nsw> : index
    %11 = arith.select %9, %10, %8 : index
    %12 = arith.divsi %11, %c5 : index
    %13 = arith.remsi %arg0, %c5 : index
    %14 = arith.cmpi slt, %13, %c0 : index
    %15 = arith.addi %13, %c5 overflow<nsw> : index
    %16 = arith.select %14, %15, %13 : index
    return %2, %7, %12, %16 : index, index, index, index
  }
}

