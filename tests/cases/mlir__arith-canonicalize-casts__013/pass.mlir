module {
  func.func @float_to_int() -> (i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>) {
    %cst = arith.constant dense<[1, 0]> : vector<2xi8>
    %c1000000015047466219876688855040_i128 = arith.constant 1000000015047466219876688855040 : i128
    %true = arith.constant true
    %c-128_i8 = arith.constant -128 : i8
    %c-1_i8 = arith.constant -1 : i8
    %cst_0 = arith.constant 0x7F800000 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %cst_2 = arith.constant 2.555000e+02 : f32
    %cst_3 = arith.constant -2.750000e+00 : f32
    %c-2_i32 = arith.constant -2 : i32
    %0 = arith.fptoui %cst_3 : f32 to i32
    %1 = arith.fptosi %cst_2 : f32 to i8
    %2 = arith.fptosi %cst_1 : f32 to i32
    %3 = arith.fptoui %cst_0 : f32 to i32
    return %c-2_i32, %0, %c-1_i8, %1, %c-128_i8, %2, %3, %true, %c1000000015047466219876688855040_i128, %cst : i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>
  }
}

