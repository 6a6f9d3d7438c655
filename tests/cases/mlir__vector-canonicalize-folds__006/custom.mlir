module {
  func.func @a(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: f32) -> (vector<8xf32>, f32, f32, vector<8xf32>) {
    %0 = vector.insert %arg1, %arg0 [1] : vector<8xf32> into vector<4x8xf32>
    %1 = vector.insert %arg2, %0 [2, 3] : f32 into vector<4x8xf32>
    %2 = vector.extract %1[1] : vector<8xf32> from vector<4x8xf32>
    %3 = vector.extract %1[1, 5] : f32 from vector<4x8xf32>
    %4 = vector.extract %1[2, 3] : f32 from vector<4x8xf32>
    %5 = vector.extract %1[3] : vector<8xf32> from vector<4x8xf32>
    return %2, %3, %4, %5 : vector<8xf32>, f32, f32, vector<8xf32>
  }
  func.func @b(%arg0: vector<32xf32>) -> (f32, f32) {
    %0 = vector.shape_cast %arg0 : vector<32xf32> to vector<4x8xf32>
    %1 = vector.extract %0[2, 3] : f32 from vector<4x8xf32>
    %2 = vector.extract_strided_slice %arg0 {offsets = [4], sizes = [8], strides = [1]} : vector<32xf32> to vector<8xf32>
    %3 = vector.extract %2[3] : f32 from vector<8xf32>
    return %1, %3 : f32, f32
  }
  func.func @c(%arg0: vector<4x8xf32>) -> (vector<8x4xf32>, f32) {
    %0 = vector.transpose %arg0, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
    %1 = vector.extract %0[2, 3] : f32 from vector<8x4xf32>
    %2 = ub.poison : vector<4xf32>
    %3 = vector.extract %2[1] : f32 from vector<4xf32>
    %4 = vector.extract %arg0[-1, 0] : f32 from vector<4x8xf32>
    return %0, %4 : vector<8x4xf32>, f32
  }
  func.func @d(%arg0: f32, %arg1: f32) -> vector<2xf32> {
    %0 = ub.poison : vector<2xf32>
    %1 = vector.insert %arg0, %0 [0] : f32 into vector<2xf32>
    %2 = vector.insert %arg1, %1 [1] : f32 into vector<2xf32>
    return %2 : vector<2xf32>
  }
  func.func @e(%arg0: vector<2x2xf32>, %arg1: vector<2xf32>) -> vector<2x2xf32> {
    %0 = vector.insert %arg1, %arg0 [0] : vector<2xf32> into vector<2x2xf32>
    %1 = vector.insert %arg1, %0 [0] : vector<2xf32> into vector<2x2xf32>
    %2:2 = vector.to_elements %arg1 : vector<2xf32>
    %3 = vector.from_elements %2#0, %2#1 : vector<2xf32>
    %4 = vector.insert %3, %1 [1] : vector<2xf32> into vector<2x2xf32>
    return %4 : vector<2x2xf32>
  }
}

