module {
  func.func @cmpf_int_to_fp(%arg0: i32, %arg1: i8, %arg2: i8, %arg3: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.sitofp %arg0 : i32 to f64
    %cst = arith.constant 4.000000e+00 : f64
    %1 = arith.cmpf olt, %0, %cst : f64
    %2 = arith.sitofp %arg1 : i8 to f32
    %cst_0 = arith.constant 1.000000e+03 : f32
    %3 = arith.cmpf olt, %2, %cst_0 : f32
    %4 = arith.cmpf ogt, %2, %cst_0 : f32
    %5 = arith.uitofp %arg2 : i8 to f32
    %cst_1 = arith.constant -4.500000e+00 : f32
    %6 = arith.cmpf ult, %5, %cst_1 : f32
    %7 = arith.cmpf ord, %5, %cst_1 : f32
    %8 = arith.cmpf uno, %2, %cst_1 : f32
    %cst_2 = arith.constant 4.400000e+00 : f32
    %9 = arith.cmpf oeq, %2, %cst_2 : f32
    %10 = arith.cmpf one, %2, %cst_2 : f32
    %11 = arith.cmpf olt, %2, %cst_2 : f32
    %12 = arith.cmpf oge, %2, %cst_1 : f32
    %13 = arith.sitofp %arg3 : i64 to f32
    %cst_3 = arith.constant 1.000000e+10 : f32
    %14 = arith.cmpf olt, %13, %cst_3 : f32
    %cst_4 = arith.constant 0x7FC00000 : f32
    %15 = arith.cmpf olt, %2, %cst_4 : f32
    return %1, %3, %4, %6, %7, %8, %9, %10, %11, %12, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
}

