module {
  func.func @float_to_int() -> (i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>) {
    %cst = arith.constant -2.750000e+00 : f32
    %0 = arith.fptosi %cst : f32 to i32
    %1 = arith.fptoui %cst : f32 to i32
    %cst_0 = arith.constant 2.555000e+02 : f32
    %2 = arith.fptoui %cst_0 : f32 to i8
    %3 = arith.fptosi %cst_0 : f32 to i8
    %cst_1 = arith.constant -1.289000e+02 : f64
    %4 = arith.fptosi %cst_1 : f64 to i8
    %cst_2 = arith.constant 0x7FC00000 : f32
    %5 = arith.fptosi %cst_2 : f32 to i32
    %cst_3 = arith.constant 0x7F800000 : f32
    %6 = arith.fptoui %cst_3 : f32 to i32
    %cst_4 = arith.constant -1.000000e+00 : f32
    %7 = arith.fptosi %cst_4 : f32 to i1
    %cst_5 = arith.constant 1.000000e+30 : f32
    %8 = arith.fptosi %cst_5 : f32 to i128
    %cst_6 = arith.constant dense<[1.500000e+00, -5.000000e-01]> : vector<2xf32>
    %9 = arith.fptosi %cst_6 : vector<2xf32> to vector<2xi8>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>
  }
}

