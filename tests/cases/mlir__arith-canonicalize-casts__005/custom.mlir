module {
  func.func @bitcasts(%arg0: f32, %arg1: i32) -> (i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = arith.bitcast %cst : f32 to i32
    %c1065353216_i32 = arith.constant 1065353216 : i32
    %1 = arith.bitcast %c1065353216_i32 : i32 to f32
    %c-1_i16 = arith.constant -1 : i16
    %2 = arith.bitcast %c-1_i16 : i16 to f16
    %cst_0 = arith.constant dense<[1.000000e+00, -2.000000e+00]> : vector<2xf32>
    %3 = arith.bitcast %cst_0 : vector<2xf32> to vector<2xi32>
    %4 = arith.bitcast %arg0 : f32 to f32
    %5 = arith.bitcast %arg0 : f32 to i32
    %6 = arith.bitcast %5 : i32 to i32
    %7 = arith.bitcast %5 : i32 to f32
    %c16256_i16 = arith.constant 16256 : i16
    %8 = arith.bitcast %c16256_i16 : i16 to bf16
    return %0, %1, %2, %3, %4, %6, %7, %8 : i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16
  }
}

