module {
  func.func @cmpi_constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %c-1_i8 = arith.constant -1 : i8
    %c1_i8 = arith.constant 1 : i8
    %0 = arith.cmpi eq, %c-1_i8, %c1_i8 : i8
    %1 = arith.cmpi ne, %c-1_i8, %c1_i8 : i8
    %2 = arith.cmpi slt, %c-1_i8, %c1_i8 : i8
    %3 = arith.cmpi sle, %c-1_i8, %c1_i8 : i8
    %4 = arith.cmpi sgt, %c-1_i8, %c1_i8 : i8
    %5 = arith.cmpi sge, %c-1_i8, %c1_i8 : i8
    %6 = arith.cmpi ult, %c-1_i8, %c1_i8 : i8
    %7 = arith.cmpi ule, %c-1_i8, %c1_i8 : i8
    %8 = arith.cmpi ugt, %c-1_i8, %c1_i8 : i8
    %9 = arith.cmpi uge, %c-1_i8, %c1_i8 : i8
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
}

