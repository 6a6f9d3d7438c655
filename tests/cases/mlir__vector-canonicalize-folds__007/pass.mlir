module {
  func.func @a(%arg0: vector<4x8x2xf32>, %arg1: vector<2xf32>, %arg2: vector<8x4x2xf32>) -> (vector<2xf32>, f32, vector<2xf32>, f32) {
    %0 = vector.extract %arg1[1] : f32 from vector<2xf32>
    %1 = vector.extract %arg0[1, 3] : vector<2xf32> from vector<4x8x2xf32>
    %2 = vector.extract %arg2[3, 2, 1] : f32 from vector<8x4x2xf32>
    return %arg1, %0, %1, %2 : vector<2xf32>, f32, vector<2xf32>, f32
  }
  func.func @b(%arg0: vector<4x8xf32>, %arg1: vector<2x4xf32>) -> (f32, vector<4xf32>, f32, f32) {
    %0 = vector.insert_strided_slice %arg1, %arg0 {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
    %1 = vector.extract %arg1[1, 1] : f32 from vector<2x4xf32>
    %2 = vector.extract %0[3] : vector<8xf32> from vector<4x8xf32>
    %3 = vector.extract %0[0, 3] : f32 from vector<4x8xf32>
    %4 = vector.extract %arg0[2] : vector<8xf32> from vector<4x8xf32>
    %5 = vector.extract_strided_slice %arg0 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
    %6 = vector.extract %arg0[2, 3] : f32 from vector<4x8xf32>
    %7 = vector.extract %5[1] : vector<4xf32> from vector<2x4xf32>
    "use"(%2, %4) : (vector<8xf32>, vector<8xf32>) -> ()
    return %1, %7, %3, %6 : f32, vector<4xf32>, f32, f32
  }
  func.func @c(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>) {
    %0 = ub.poison : vector<2x4xf32>
    %1 = ub.poison : vector<4xf32>
    %2 = ub.poison : vector<8x2x4xf32>
    %3 = ub.poison : vector<8xf32>
    %4 = ub.poison : vector<4x2xf32>
    %5 = ub.poison : vector<8x4xf32>
    %6 = vector.extract_strided_slice %0 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
    "use"(%2, %3, %4) : (vector<8x2x4xf32>, vector<8xf32>, vector<4x2xf32>) -> ()
    return %1, %1, %5, %6 : vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>
  }
}

