module {
  func.func @b(%arg0: vector<2xf32>, %arg1: vector<2x1xf32>) -> (f32, f32, f32, f32, f32) {
    %0:2 = vector.to_elements %arg0 : vector<2xf32>
    %1:2 = vector.to_elements %arg1 : vector<2x1xf32>
    return %0#0, %0#1, %1#0, %1#1, %1#1 : f32, f32, f32, f32, f32
  }
}

