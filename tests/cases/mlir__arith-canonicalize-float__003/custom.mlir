module {
  func.func @mulf_divf(%arg0: f32, %arg1: vector<4xf32>) -> (f32, f32, f32, f32, f32, vector<4xf32>, f32, f32) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant -0.000000e+00 : f32
    %0 = arith.mulf %arg0, %cst : f32
    %1 = arith.divf %arg0, %cst : f32
    %2 = arith.mulf %arg0, %cst_0 : f32
    %3 = arith.mulf %arg0, %cst_0 fastmath<nnan,nsz> : f32
    %4 = arith.mulf %arg0, %cst_1 fastmath<fast> : f32
    %cst_2 = arith.constant dense<1.000000e+00> : vector<4xf32>
    %5 = arith.mulf %arg1, %cst_2 : vector<4xf32>
    %6 = arith.mulf %arg0, %cst_0 fastmath<nnan> : f32
    %cst_3 = arith.constant 3.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %7 = arith.mulf %cst_3, %cst_4 : f32
    return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, vector<4xf32>, f32, f32
  }
}

