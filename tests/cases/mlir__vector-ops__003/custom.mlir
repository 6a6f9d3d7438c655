module {
  func.func @scalable(%arg0: vector<[4]xf32>, %arg1: vector<4xf32>, %arg2: memref<4x3xf32>) {
    %0 = vector.scalable.insert %arg1, %arg0[0] : vector<4xf32> into vector<[4]xf32>
    %1 = vector.scalable.extract %arg0[4] : vector<4xf32> from vector<[4]xf32>
    %2 = vector.outerproduct %arg0, %arg0 : vector<[4]xf32>, vector<[4]xf32>
    %3 = vector.type_cast %arg2 : memref<4x3xf32> to memref<vector<4x3xf32>>
    return
  }
}

