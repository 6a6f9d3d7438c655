module {
  func.func @c(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<8x4xf32>) {
    %0 = ub.poison : vector<4xf32>
    %1 = ub.poison : vector<8x4xf32>
    return %0, %1 : vector<4xf32>, vector<8x4xf32>
  }
  func.func @d(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<8x4xf32>) {
    %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
    %cst_0 = arith.constant dense<2.000000e+00> : vector<8x4xf32>
    return %cst, %cst_0 : vector<4xf32>, vector<8x4xf32>
  }
}

