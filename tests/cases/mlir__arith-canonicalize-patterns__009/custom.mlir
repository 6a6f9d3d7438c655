module {
  func.func @cmpi_of_ext(%arg0: i8, %arg1: i8, %arg2: i16) -> (i1, i1, i1, i1, i1) {
    %0 = arith.extsi %arg0 : i8 to i32
    %1 = arith.extsi %arg1 : i8 to i32
    %2 = arith.cmpi eq, %0, %1 : i32
    %3 = arith.cmpi slt, %0, %1 : i32
    %4 = arith.extui %arg0 : i8 to i32
    %5 = arith.extui %arg1 : i8 to i32
    %6 = arith.cmpi ne, %4, %5 : i32
    %7 = arith.extui %arg2 : i16 to i32
    %8 = arith.cmpi ne, %4, %7 : i32
    %9 = arith.cmpi eq, %0, %5 : i32
    return %2, %3, %6, %8, %9 : i1, i1, i1, i1, i1
  }
}

