module {
  func.func @cmpf_int_to_fp_more(%arg0: i8, %arg1: i8, %arg2: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.sitofp %arg0 : i8 to f32
    %1 = arith.uitofp %arg1 : i8 to f32
    %cst = arith.constant -4.500000e+00 : f32
    %cst_0 = arith.constant 4.500000e+00 : f32
    %2 = arith.cmpf ule, %0, %cst : f32
    %3 = arith.cmpf ugt, %0, %cst : f32
    %4 = arith.cmpf uge, %1, %cst_0 : f32
    %5 = arith.cmpf ule, %1, %cst : f32
    %6 = arith.cmpf ugt, %1, %cst : f32
    %7 = arith.cmpf oge, %1, %cst : f32
    %cst_1 = arith.constant -3.000000e+02 : f32
    %8 = arith.cmpf ogt, %0, %cst_1 : f32
    %9 = arith.sitofp %arg2 : i16 to f16
    %cst_2 = arith.constant 0x7C00 : f16
    %10 = arith.cmpf olt, %9, %cst_2 : f16
    return %2, %3, %4, %5, %6, %7, %8, %10 : i1, i1, i1, i1, i1, i1, i1, i1
  }
}

