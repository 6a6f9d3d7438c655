module {
  func.func @if(%arg0: index, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c-10 = arith.constant -10 : index
    %0 = arith.addi %arg0, %c-10 : index
    %1 = arith.cmpi sge, %0, %c0 : index
    %c-1 = arith.constant -1 : index
    %2 = arith.muli %arg0, %c-1 overflow<nsw> : index
    %3 = arith.addi %2, %arg2 : index
    %c-9 = arith.constant -9 : index
    %4 = arith.addi %3, %c-9 : index
    %5 = arith.cmpi sge, %4, %c0 : index
    %6 = arith.andi %1, %5 : i1
    %c-2 = arith.constant -2 : index
    %7 = arith.addi %arg1, %c-2 : index
    %8 = arith.cmpi eq, %7, %c0 : index
    %9 = arith.andi %6, %8 : i1
    %10 = scf.if %9 -> (index) {
      scf.yield %arg0 : index
    } else {
      scf.yield %arg1 : index
    }
    %c0_0 = arith.constant 0 : index
    %11 = arith.cmpi sge, %arg0, %c0_0 : index
    scf.if %11 {
      "foo.x"() : () -> ()
    }
    return %10 : index
  }
}

