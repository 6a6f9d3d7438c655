module {
  func.func @xori_patterns(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: i8, %arg4: i1, %arg5: i1) -> (i1, i1, i32, i32, i32) {
    %0 = arith.cmpi sge, %arg0, %arg1 : i32
    %1 = arith.cmpi ult, %arg0, %arg1 : i32
    %2 = arith.extui %arg2 : i8 to i32
    %3 = arith.xori %arg2, %arg3 : i8
    %4 = arith.extui %3 : i8 to i32
    %5 = arith.xori %arg2, %arg3 : i8
    %6 = arith.extsi %5 : i8 to i32
    %7 = arith.extsi %arg4 : i1 to i32
    %8 = arith.xori %2, %7 : i32
    return %0, %1, %4, %6, %8 : i1, i1, i32, i32, i32
  }
}

