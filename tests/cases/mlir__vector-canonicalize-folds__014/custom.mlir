module {
  func.func @a(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> (vector<8xf32>, f32, f32, vector<2xf32>) {
    %0 = vector.shuffle %arg0, %arg1 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
    %1 = vector.shuffle %arg0, %arg1 [3, 6] : vector<4xf32>, vector<4xf32>
    %2 = vector.extract %1[1] : f32 from vector<2xf32>
    %3 = vector.extract %1[0] : f32 from vector<2xf32>
    %4 = vector.broadcast %arg2 : f32 to vector<f32>
    %5 = vector.shuffle %4, %4 [0, 1] : vector<f32>, vector<f32>
    return %0, %2, %3, %5 : vector<8xf32>, f32, f32, vector<2xf32>
  }
  func.func @b(%arg0: vector<f32>, %arg1: vector<f32>) -> (vector<1xf32>, vector<1xf32>, vector<2xf32>) {
    %0 = vector.shuffle %arg0, %arg1 [0] : vector<f32>, vector<f32>
    %1 = vector.shuffle %arg0, %arg1 [1] : vector<f32>, vector<f32>
    %2 = vector.shuffle %arg0, %arg1 [0, 1] : vector<f32>, vector<f32>
    return %0, %1, %2 : vector<1xf32>, vector<1xf32>, vector<2xf32>
  }
}

