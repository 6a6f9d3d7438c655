module {
  func.func @cmpf_int_to_fp(%arg0: i32, %arg1: i8, %arg2: i8, %arg3: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %c-4_i8 = arith.constant -4 : i8
    %c4_i8 = arith.constant 4 : i8
    %false = arith.constant false
    %true = arith.constant true
    %cst = arith.constant 1.000000e+10 : f32
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.cmpi slt, %arg0, %c4_i32 : i32
    %1 = arith.cmpi sle, %arg1, %c4_i8 : i8
    %2 = arith.cmpi sge, %arg1, %c-4_i8 : i8
    %3 = arith.sitofp %arg3 : i64 to f32
    %4 = arith.cmpf olt, %3, %cst : f32
    return %0, %true, %false, %false, %true, %false, %false, %true, %1, %2, %4, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
}

