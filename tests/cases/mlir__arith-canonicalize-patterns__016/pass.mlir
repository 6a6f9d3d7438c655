module {
  func.func @cmpf_int_to_fp_more(%arg0: i8, %arg1: i8, %arg2: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
    %true = arith.constant true
    %false = arith.constant false
    %c4_i8 = arith.constant 4 : i8
    %c-4_i8 = arith.constant -4 : i8
    %0 = arith.cmpi slt, %arg0, %c-4_i8 : i8
    %1 = arith.cmpi sge, %arg0, %c-4_i8 : i8
    %2 = arith.cmpi ugt, %arg1, %c4_i8 : i8
    return %0, %1, %2, %false, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1
  }
}

