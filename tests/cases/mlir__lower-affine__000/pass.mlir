module {
  func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> index {
    %c3 = arith.constant 3 : index
    %0 = arith.muli %arg0, %c3 overflow<nsw> : index
    %1 = arith.addi %0, %arg1 : index
    %c-1 = arith.constant -1 : index
    %2 = arith.muli %arg2, %c-1 overflow<nsw> : index
    %3 = arith.addi %1, %2 : index
    %c7 = arith.constant 7 : index
    %4 = arith.addi %3, %c7 : index
    %c4 = arith.constant 4 : index
    %5 = arith.remsi %4, %c4 : index
    %c0 = arith.constant 0 : index
    %6 = arith.cmpi slt, %5, %c0 : index
    %7 = arith.addi %5, %c4 : index
    %8 = arith.select %6, %7, %5 : index
    %c8 = arith.constant 8 : index
    %c0_0 = arith.constant 0 : index
    %c-1_1 = arith.constant -1 : index
    %9 = arith.cmpi slt, %8, %c0_0 : index
    %10 = arith.subi %c-1_1, %8 : index
    %11 = arith.select %9, %10, %8 : index
    %12 = arith.divsi %11, %c8 : index
    %13 = arith.subi %c-1_1, %12 : index
    %14 = arith.select %9, %13, %12 : index
    %c8_2 = arith.constant 8 : index
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %15 = arith.cmpi sle, %14, %c0_3 : index
    %16 = arith.subi %c0_3, %14 : index
    %17 = arith.subi %14, %c1 : index
    %18 = arith.select %15, %16, %17 : index
    %19 = arith.divsi %18, %c8_2 : index
    %20 = arith.subi %c0_3, %19 : index
    %21 = arith.addi %19, %c1 : index
    %22 = arith.select %15, %20, %21 : index
    %c-1_4 = arith.constant -1 : index
    %23 = arith.muli %arg0, %c-1_4 overflow<nsw> : index
    %24 = arith.addi %22, %23 : index
    %c-1_5 = arith.constant -1 : index
    %25 = arith.muli %24, %c-1_5 overflow<nsw> : index
    %c2 = arith.constant 2 : index
    %26 = arith.muli %25, %c2 overflow<nsw> : index
    %c-1_6 = arith.constant -1 : index
    %27 = arith.addi %26, %c-1_6 : index
    return %27 : index
  }
}

