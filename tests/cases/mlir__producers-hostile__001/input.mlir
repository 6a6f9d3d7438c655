
func.func @v(%i: index) -> vector<[4]x1000000000xi1> {
  %m = vector.create_mask %i, %i : vector<[4]x1000000000xi1>
  %c = vector.constant_mask [2, 1000000000] : vector<4x1000000000xi1>
  %z = arith.constant dense<0.0> : vector<1000000000x1000000000xf32>
  %s = vector.shape_cast %z : vector<1000000000x1000000000xf32> to vector<1000000000000000000xf32>
  %e = vector.extract %s[999999999999999999] : f32 from vector<1000000000000000000xf32>
  "x.use"(%c, %e) : (vector<4x1000000000xi1>, f32) -> ()
  return %m : vector<[4]x1000000000xi1>
}

