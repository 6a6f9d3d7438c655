module {
  func.func @s() -> (vector<4xi32>, vector<3xi32>, vector<2xi32>) {
    %cst = arith.constant dense<[7, 8, 7, 7]> : vector<4xi32>
    %cst_0 = arith.constant dense<[7, 8, 7]> : vector<3xi32>
    %0 = ub.poison : vector<2xi32>
    return %cst, %cst_0, %0 : vector<4xi32>, vector<3xi32>, vector<2xi32>
  }
  func.func @t(%arg0: vector<2x3xf32>, %arg1: vector<1x3xf32>) -> (vector<2x3xf32>, vector<3x3xf32>) {
    %0 = vector.shuffle %arg0, %arg1 [2, 0, 1] : vector<2x3xf32>, vector<1x3xf32>
    return %arg0, %0 : vector<2x3xf32>, vector<3x3xf32>
  }
  func.func @u(%arg0: index, %arg1: index) -> (vector<3x4xi1>, vector<4xi1>) {
    %cst = arith.constant dense<3> : vector<4xindex>
    %0 = vector.create_mask %arg1, %arg0 : vector<3x4xi1>
    %1 = vector.broadcast %arg0 : index to vector<4xindex>
    %2 = arith.cmpi ult, %1, %cst : vector<4xindex>
    return %0, %2 : vector<3x4xi1>, vector<4xi1>
  }
}

