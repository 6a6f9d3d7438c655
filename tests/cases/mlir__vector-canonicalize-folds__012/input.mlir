
func.func @a(%v: vector<4xf32>, %f: f32, %i: index) -> (vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c2, %i : vector<4x3xi1>
  %1 = vector.extract %m[1] : vector<3xi1> from vector<4x3xi1>
  %cm = vector.constant_mask [2, 3] : vector<4x3xi1>
  %sc = vector.shape_cast %cm : vector<4x3xi1> to vector<12xi1>
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %3 = vector.insert %f, %b [2] : f32 into vector<4xf32>
  %cm2 = vector.constant_mask [3] : vector<4xi1>
  "use"(%sc) : (vector<12xi1>) -> ()
  return %0, %1, %cm2, %3 : vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>
}
func.func @b(%v: vector<4xf32>, %f: f32) -> (f32, vector<4xf32>, f32, f32) {
  %t:4 = vector.to_elements %v : vector<4xf32>
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %u:4 = vector.to_elements %b : vector<4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %w:4 = vector.to_elements %c : vector<4xf32>
  %p = ub.poison : f32
  %fe = vector.from_elements %t#0, %p, %t#2, %t#3 : vector<4xf32>
  return %t#1, %fe, %u#2, %w#3 : f32, vector<4xf32>, f32, f32
}
func.func @c(%v: vector<4x1xf32>, %acc: vector<4xf32>) -> (vector<4xf32>, vector<4x1xf32>) {
  %z = arith.constant dense<0.0> : vector<4x1xf32>
  %0 = vector.fma %v, %v, %z : vector<4x1xf32>
  %1 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x1xf32> to vector<4xf32>
  return %1, %0 : vector<4xf32>, vector<4x1xf32>
}
func.func @d(%v: vector<2x4xf32>, %w: vector<2x4xf32>) -> (vector<2x4xf32>, vector<4x2xf32>) {
  %c = vector.constant_mask [1, 2] : vector<2x4xi1>
  %s = arith.select %c, %v, %w : vector<2x4xi1>, vector<2x4xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %t2 = vector.transpose %t, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %t3 = vector.transpose %t2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %s, %t3 : vector<2x4xf32>, vector<4x2xf32>
}
func.func @e(%v: vector<1xf32>, %s: vector<4x1xf32>) -> (vector<1xf32>, f32, vector<1x1x4xf32>) {
  %0 = vector.shape_cast %v : vector<1xf32> to vector<1x1xf32>
  %1 = vector.extract %0[0] : vector<1xf32> from vector<1x1xf32>
  %2 = vector.extract %0[0, 0] : f32 from vector<1x1xf32>
  %3 = vector.shape_cast %s : vector<4x1xf32> to vector<4xf32>
  %4 = vector.broadcast %3 : vector<4xf32> to vector<1x1x4xf32>
  return %1, %2, %4 : vector<1xf32>, f32, vector<1x1x4xf32>
}

