module {
  func.func @a(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: f32) -> (vector<8xf32>, f32, f32, vector<8xf32>) {
    %0 = vector.extract %arg1[5] : f32 from vector<8xf32>
    %1 = vector.extract %arg0[3] : vector<8xf32> from vector<4x8xf32>
    return %arg1, %0, %arg2, %1 : vector<8xf32>, f32, f32, vector<8xf32>
  }
  func.func @b(%arg0: vector<32xf32>) -> (f32, f32) {
    %0 = vector.extract %arg0[19] : f32 from vector<32xf32>
    %1 = vector.extract %arg0[7] : f32 from vector<32xf32>
    return %0, %1 : f32, f32
  }
  func.func @c(%arg0: vector<4x8xf32>) -> (vector<8x4xf32>, f32) {
    %0 = ub.poison : f32
    %1 = vector.transpose %arg0, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
    return %1, %0 : vector<8x4xf32>, f32
  }
  func.func @d(%arg0: f32, %arg1: f32) -> vector<2xf32> {
    %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
    return %0 : vector<2xf32>
  }
  func.func @e(%arg0: vector<2x2xf32>, %arg1: vector<2xf32>) -> vector<2x2xf32> {
    %0:2 = vector.to_elements %arg1 : vector<2xf32>
    %1:2 = vector.to_elements %arg1 : vector<2xf32>
    %2 = vector.from_elements %0#0, %0#1, %1#0, %1#1 : vector<2x2xf32>
    return %2 : vector<2x2xf32>
  }
}

