module {
  func.func @bitcasts(%arg0: f32, %arg1: i32) -> (i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16) {
    %cst = arith.constant 1.000000e+00 : bf16
    %c1065353216_i32 = arith.constant 1065353216 : i32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFFFF : f16
    %cst_2 = arith.constant dense<[1065353216, -1073741824]> : vector<2xi32>
    %0 = arith.bitcast %arg0 : f32 to i32
    return %c1065353216_i32, %cst_0, %cst_1, %cst_2, %arg0, %0, %arg0, %cst : i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16
  }
}

