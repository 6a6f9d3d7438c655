module {
  func.func @a(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> (vector<8xf32>, f32, f32, vector<2xf32>) {
    %0 = vector.interleave %arg0, %arg1 : vector<4xf32> -> vector<8xf32>
    %1 = vector.extract %arg1[2] : f32 from vector<4xf32>
    %2 = vector.extract %arg0[3] : f32 from vector<4xf32>
    %3 = vector.broadcast %arg2 : f32 to vector<2xf32>
    return %0, %1, %2, %3 : vector<8xf32>, f32, f32, vector<2xf32>
  }
  func.func @b(%arg0: vector<f32>, %arg1: vector<f32>) -> (vector<1xf32>, vector<1xf32>, vector<2xf32>) {
    %0 = vector.broadcast %arg0 : vector<f32> to vector<1xf32>
    %1 = vector.broadcast %arg1 : vector<f32> to vector<1xf32>
    %2 = vector.interleave %arg0, %arg1 : vector<f32> -> vector<2xf32>
    return %0, %1, %2 : vector<1xf32>, vector<1xf32>, vector<2xf32>
  }
}

