module {
  func.func @a(%arg0: vector<4x8x2xf32>, %arg1: vector<2xf32>, %arg2: vector<8x4x2xf32>) -> (vector<2xf32>, f32, vector<2xf32>, f32) {
    %0 = vector.insert %arg1, %arg0 [1, 2] : vector<2xf32> into vector<4x8x2xf32>
    %1 = vector.transpose %0, [1, 0, 2] : vector<4x8x2xf32> to vector<8x4x2xf32>
    %2 = vector.extract %1[2, 1] : vector<2xf32> from vector<8x4x2xf32>
    %3 = vector.extract %1[2, 1, 1] : f32 from vector<8x4x2xf32>
    %4 = vector.extract %1[3, 1] : vector<2xf32> from vector<8x4x2xf32>
    %5 = vector.transpose %arg2, [2, 1, 0] : vector<8x4x2xf32> to vector<2x4x8xf32>
    %6 = vector.extract %5[1, 2, 3] : f32 from vector<2x4x8xf32>
    return %2, %3, %4, %6 : vector<2xf32>, f32, vector<2xf32>, f32
  }
  func.func @b(%arg0: vector<4x8xf32>, %arg1: vector<2x4xf32>) -> (f32, vector<4xf32>, f32, f32) {
    %0 = vector.insert_strided_slice %arg1, %arg0 {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
    %1 = vector.extract %0[2, 3] : f32 from vector<4x8xf32>
    %2 = vector.extract %0[3] : vector<8xf32> from vector<4x8xf32>
    %3 = vector.extract %0[0, 3] : f32 from vector<4x8xf32>
    %4 = vector.shape_cast %arg0 : vector<4x8xf32> to vector<2x2x8xf32>
    %5 = vector.extract %4[1, 0] : vector<8xf32> from vector<2x2x8xf32>
    %6 = vector.extract_strided_slice %arg0 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
    %7 = vector.extract %6[1, 1] : f32 from vector<2x4xf32>
    %8 = vector.extract %6[1] : vector<4xf32> from vector<2x4xf32>
    "use"(%2, %5) : (vector<8xf32>, vector<8xf32>) -> ()
    return %1, %8, %3, %7 : f32, vector<4xf32>, f32, f32
  }
  func.func @c(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>) {
    %0 = vector.insert %arg1, %arg0 [-1] : f32 into vector<4xf32>
    %1 = ub.poison : vector<2x4xf32>
    %2 = vector.extract %1[1] : vector<4xf32> from vector<2x4xf32>
    %3 = vector.broadcast %1 : vector<2x4xf32> to vector<8x2x4xf32>
    %4 = vector.shape_cast %1 : vector<2x4xf32> to vector<8xf32>
    %5 = vector.transpose %1, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    %6 = ub.poison : f32
    %7 = vector.broadcast %6 : f32 to vector<8x4xf32>
    %8 = vector.extract_strided_slice %1 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
    "use"(%3, %4, %5) : (vector<8x2x4xf32>, vector<8xf32>, vector<4x2xf32>) -> ()
    return %0, %2, %7, %8 : vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>
  }
}

