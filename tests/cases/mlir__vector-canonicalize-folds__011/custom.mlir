module {
  func.func @s() -> (vector<4xi32>, vector<3xi32>, vector<2xi32>) {
    %0 = ub.poison : vector<2xi32>
    %cst = arith.constant dense<[7, 8]> : vector<2xi32>
    %1 = vector.shuffle %0, %cst [0, 3, -1, 2] : vector<2xi32>, vector<2xi32>
    %2 = vector.shuffle %cst, %0 [2, 1, -1] : vector<2xi32>, vector<2xi32>
    %3 = vector.shuffle %0, %0 [2, 1] : vector<2xi32>, vector<2xi32>
    return %1, %2, %3 : vector<4xi32>, vector<3xi32>, vector<2xi32>
  }
  func.func @t(%arg0: vector<2x3xf32>, %arg1: vector<1x3xf32>) -> (vector<2x3xf32>, vector<3x3xf32>) {
    %0 = vector.shuffle %arg0, %arg1 [0, 1] : vector<2x3xf32>, vector<1x3xf32>
    %1 = vector.shuffle %arg0, %arg1 [2, 0, 1] : vector<2x3xf32>, vector<1x3xf32>
    return %0, %1 : vector<2x3xf32>, vector<3x3xf32>
  }
  func.func @u(%arg0: index, %arg1: index) -> (vector<3x4xi1>, vector<4xi1>) {
    %0 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
    %1 = vector.transpose %0, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
    %2 = vector.broadcast %arg0 : index to vector<2x4xindex>
    %3 = vector.extract %2[1] : vector<4xindex> from vector<2x4xindex>
    %cst = arith.constant dense<3> : vector<4xindex>
    %4 = arith.cmpi ult, %3, %cst : vector<4xindex>
    return %1, %4 : vector<3x4xi1>, vector<4xi1>
  }
}

