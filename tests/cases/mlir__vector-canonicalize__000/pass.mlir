module {
  func.func @folds(%arg0: vector<4x8xf32>, %arg1: f32) -> (vector<4x8xf32>, vector<4x8xf32>, vector<32xf32>, vector<4x8xi1>, vector<4x8xi1>, vector<4x8xf32>) {
    %cst = arith.constant dense<1.000000e+00> : vector<4x8xf32>
    %cst_0 = arith.constant dense<true> : vector<4x8xi1>
    %0 = vector.shape_cast %arg0 : vector<4x8xf32> to vector<32xf32>
    %1 = vector.constant_mask [2, 8] : vector<4x8xi1>
    return %arg0, %arg0, %0, %1, %cst_0, %cst : vector<4x8xf32>, vector<4x8xf32>, vector<32xf32>, vector<4x8xi1>, vector<4x8xi1>, vector<4x8xf32>
  }
}

