module {
  func.func @f(%arg0: vector<4xf16>, %arg1: f16) -> f16 {
    return %arg1 : f16
  }
  func.func @g(%arg0: vector<32x16xf32>) -> vector<1x16xf32> {
    %0 = vector.extract %arg0[3] : vector<16xf32> from vector<32x16xf32>
    %1 = vector.shape_cast %0 : vector<16xf32> to vector<1x16xf32>
    return %1 : vector<1x16xf32>
  }
  func.func @h(%arg0: vector<32x16x4xf32>) -> vector<1x1x4xf32> {
    %0 = vector.extract %arg0[3, 2] : vector<4xf32> from vector<32x16x4xf32>
    %1 = vector.shape_cast %0 : vector<4xf32> to vector<1x1x4xf32>
    return %1 : vector<1x1x4xf32>
  }
  func.func @k() -> vector<2x300xi32> {
    %cst = arith.constant dense<2> : vector<2x1xi32>
    %0 = ub.poison : vector<2x300xi32>
    %cst_0 = arith.constant dense<[[4, 5, 6], [7, 8, 9]]> : vector<2x3xi32>
    %cst_1 = arith.constant dense<[2, 3]> : vector<2xi32>
    %1 = vector.broadcast %cst_1 : vector<2xi32> to vector<2x2xi32>
    "use"(%cst_0, %1) : (vector<2x3xi32>, vector<2x2xi32>) -> ()
    "use"(%cst) : (vector<2x1xi32>) -> ()
    return %0 : vector<2x300xi32>
  }
}

