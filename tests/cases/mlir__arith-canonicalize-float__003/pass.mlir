module {
  func.func @mulf_divf(%arg0: f32, %arg1: vector<4xf32>) -> (f32, f32, f32, f32, f32, vector<4xf32>, f32, f32) {
    %cst = arith.constant -1.500000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant -0.000000e+00 : f32
    %0 = arith.mulf %arg0, %cst_0 : f32
    %1 = arith.mulf %arg0, %cst_0 fastmath<nnan> : f32
    return %arg0, %arg0, %0, %cst_0, %cst_1, %arg1, %1, %cst : f32, f32, f32, f32, f32, vector<4xf32>, f32, f32
  }
}

