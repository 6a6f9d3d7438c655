module {
  func.func @xori_patterns(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: i8, %arg4: i1, %arg5: i1) -> (i1, i1, i32, i32, i32) {
    %true = arith.constant true
    %0 = arith.cmpi slt, %arg0, %arg1 : i32
    %1 = arith.xori %0, %true : i1
    %2 = arith.cmpi uge, %arg0, %arg1 : i32
    %3 = arith.xori %true, %2 : i1
    %4 = arith.extui %arg2 : i8 to i32
    %5 = arith.extui %arg3 : i8 to i32
    %6 = arith.xori %4, %5 : i32
    %7 = arith.extsi %arg2 : i8 to i32
    %8 = arith.extsi %arg3 : i8 to i32
    %9 = arith.xori %7, %8 : i32
    %10 = arith.extsi %arg4 : i1 to i32
    %11 = arith.xori %4, %10 : i32
    return %1, %3, %6, %9, %11 : i1, i1, i32, i32, i32
  }
}

