
func.func @a(%v: vector<4x8x2xf32>, %s: vector<2xf32>, %w: vector<8x4x2xf32>) -> (vector<2xf32>, f32, vector<2xf32>, f32) {
  %0 = vector.insert %s, %v [1, 2] : vector<2xf32> into vector<4x8x2xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<4x8x2xf32> to vector<8x4x2xf32>
  %2 = vector.extract %1[2, 1] : vector<2xf32> from vector<8x4x2xf32>
  %3 = vector.extract %1[2, 1, 1] : f32 from vector<8x4x2xf32>
  %4 = vector.extract %1[3, 1] : vector<2xf32> from vector<8x4x2xf32>
  %5 = vector.transpose %w, [2, 1, 0] : vector<8x4x2xf32> to vector<2x4x8xf32>
  %6 = vector.extract %5[1, 2, 3] : f32 from vector<2x4x8xf32>
  return %2, %3, %4, %6 : vector<2xf32>, f32, vector<2xf32>, f32
}
func.func @b(%v: vector<4x8xf32>, %s: vector<2x4xf32>) -> (f32, vector<4xf32>, f32, f32) {
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<4x8xf32>
  %2 = vector.extract %0[3] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract %0[0, 3] : f32 from vector<4x8xf32>
  %x = vector.shape_cast %v : vector<4x8xf32> to vector<2x2x8xf32>
  %4 = vector.extract %x[1, 0] : vector<8xf32> from vector<2x2x8xf32>
  %5 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %6 = vector.extract %5[1, 1] : f32 from vector<2x4xf32>
  %7 = vector.extract %5[1] : vector<4xf32> from vector<2x4xf32>
  "use"(%2, %4) : (vector<8xf32>, vector<8xf32>) -> ()
  return %1, %7, %3, %6 : f32, vector<4xf32>, f32, f32
}
func.func @c(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>) {
  %0 = vector.insert %f, %v [-1] : f32 into vector<4xf32>
  %p = ub.poison : vector<2x4xf32>
  %1 = vector.extract %p[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.broadcast %p : vector<2x4xf32> to vector<8x2x4xf32>
  %3 = vector.shape_cast %p : vector<2x4xf32> to vector<8xf32>
  %4 = vector.transpose %p, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %pf = ub.poison : f32
  %5 = vector.broadcast %pf : f32 to vector<8x4xf32>
  %6 = vector.extract_strided_slice %p {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  "use"(%2, %3, %4) : (vector<8x2x4xf32>, vector<8xf32>, vector<4x2xf32>) -> ()
  return %0, %1, %5, %6 : vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>
}

