
func.func @a(%v: vector<4x8xf32>, %s: vector<8xf32>, %f: f32) -> (vector<8xf32>, f32, f32, vector<8xf32>) {
  %0 = vector.insert %s, %v [1] : vector<8xf32> into vector<4x8xf32>
  %1 = vector.insert %f, %0 [2, 3] : f32 into vector<4x8xf32>
  %2 = vector.extract %1[1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract %1[1, 5] : f32 from vector<4x8xf32>
  %4 = vector.extract %1[2, 3] : f32 from vector<4x8xf32>
  %5 = vector.extract %1[3] : vector<8xf32> from vector<4x8xf32>
  return %2, %3, %4, %5 : vector<8xf32>, f32, f32, vector<8xf32>
}
func.func @b(%v: vector<32xf32>) -> (f32, f32) {
  %0 = vector.shape_cast %v : vector<32xf32> to vector<4x8xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<4x8xf32>
  %2 = vector.extract_strided_slice %v {offsets = [4], sizes = [8], strides = [1]} : vector<32xf32> to vector<8xf32>
  %3 = vector.extract %2[3] : f32 from vector<8xf32>
  return %1, %3 : f32, f32
}
func.func @c(%v: vector<4x8xf32>) -> (vector<8x4xf32>, f32) {
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<8x4xf32>
  %p = ub.poison : vector<4xf32>
  %2 = vector.extract %p[1] : f32 from vector<4xf32>
  %3 = vector.extract %v[-1, 0] : f32 from vector<4x8xf32>
  return %0, %3 : vector<8x4xf32>, f32
}
func.func @d(%f: f32, %g: f32) -> vector<2xf32> {
  %p = ub.poison : vector<2xf32>
  %0 = vector.insert %f, %p [0] : f32 into vector<2xf32>
  %1 = vector.insert %g, %0 [1] : f32 into vector<2xf32>
  return %1 : vector<2xf32>
}
func.func @e(%v: vector<2x2xf32>, %w: vector<2xf32>) -> vector<2x2xf32> {
  %0 = vector.insert %w, %v [0] : vector<2xf32> into vector<2x2xf32>
  %1 = vector.insert %w, %0 [0] : vector<2xf32> into vector<2x2xf32>
  %t:2 = vector.to_elements %w : vector<2xf32>
  %2 = vector.from_elements %t#0, %t#1 : vector<2xf32>
  %3 = vector.insert %2, %1 [1] : vector<2xf32> into vector<2x2xf32>
  return %3 : vector<2x2xf32>
}

