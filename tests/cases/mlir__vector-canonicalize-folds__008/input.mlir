
func.func @c(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<8x4xf32>) {
  %p = ub.poison : vector<2x4xf32>
  %1 = vector.extract %p[1] : vector<4xf32> from vector<2x4xf32>
  %pf = ub.poison : f32
  %5 = vector.broadcast %pf : f32 to vector<8x4xf32>
  return %1, %5 : vector<4xf32>, vector<8x4xf32>
}
func.func @d(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<8x4xf32>) {
  %p = arith.constant dense<1.0> : vector<2x4xf32>
  %1 = vector.extract %p[1] : vector<4xf32> from vector<2x4xf32>
  %pf = arith.constant 2.0 : f32
  %5 = vector.broadcast %pf : f32 to vector<8x4xf32>
  return %1, %5 : vector<4xf32>, vector<8x4xf32>
}


