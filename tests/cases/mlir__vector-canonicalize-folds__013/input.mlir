
func.func @b(%v: vector<2xf32>, %w: vector<2x1xf32>) -> (f32, f32, f32, f32, f32) {
  %b = vector.broadcast %v : vector<2xf32> to vector<3x2xf32>
  %u:6 = vector.to_elements %b : vector<3x2xf32>
  %c = vector.broadcast %w : vector<2x1xf32> to vector<2x3xf32>
  %x:6 = vector.to_elements %c : vector<2x3xf32>
  return %u#0, %u#3, %x#0, %x#4, %x#5 : f32, f32, f32, f32, f32
}

