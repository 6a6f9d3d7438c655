module {
  func.func @minmax(%arg0: index, %arg1: index) -> (index, index) {
    %c4 = arith.constant 4 : index
    %0 = arith.addi %arg1, %c4 : index
    %c16 = arith.constant 16 : index
    %1 = arith.minsi %arg0, %0 : index
    %2 = arith.minsi %1, %c16 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %3 = arith.cmpi slt, %arg0, %c0 : index
    %4 = arith.subi %c-1, %arg0 : index
    %5 = arith.select %3, %4, %arg0 : index
    %6 = arith.divsi %5, %c2 : index
    %7 = arith.subi %c-1, %6 : index
    %8 = arith.select %3, %7, %6 : index
    %9 = arith.maxsi %8, %arg1 : index
    return %2, %9 : index, index
  }
}

