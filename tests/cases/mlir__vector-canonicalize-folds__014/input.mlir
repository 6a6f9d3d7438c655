
func.func @a(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32) -> (vector<8xf32>, f32, f32, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [3, 6] : vector<4xf32>, vector<4xf32>
  %2 = vector.extract %1[1] : f32 from vector<2xf32>
  %3 = vector.extract %1[0] : f32 from vector<2xf32>
  %z = vector.broadcast %s : f32 to vector<f32>
  %4 = vector.shuffle %z, %z [0, 1] : vector<f32>, vector<f32>
  return %0, %2, %3, %4 : vector<8xf32>, f32, f32, vector<2xf32>
}
func.func @b(%a: vector<f32>, %b: vector<f32>) -> (vector<1xf32>, vector<1xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0] : vector<f32>, vector<f32>
  %1 = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
  %2 = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return %0, %1, %2 : vector<1xf32>, vector<1xf32>, vector<2xf32>
}
