module {
  func.func @c(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<8x4xf32>) {
    %0 = ub.poison : vector<2x4xf32>
    %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
    %2 = ub.poison : f32
    %3 = vector.broadcast %2 : f32 to vector<8x4xf32>
    return %1, %3 : vector<4xf32>, vector<8x4xf32>
  }
  func.func @d(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<8x4xf32>) {
    %cst = arith.constant dense<1.000000e+00> : vector<2x4xf32>
    %0 = vector.extract %cst[1] : vector<4xf32> from vector<2x4xf32>
    %cst_0 = arith.constant 2.000000e+00 : f32
    %1 = vector.broadcast %cst_0 : f32 to vector<8x4xf32>
    return %0, %1 : vector<4xf32>, vector<8x4xf32>
  }
}

