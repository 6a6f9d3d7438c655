module {
  func.func @v(%arg0: index) -> vector<[4]x1000000000xi1> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.create_mask %arg0, %arg0 : vector<[4]x1000000000xi1>
    %1 = vector.constant_mask [2, 1000000000] : vector<4x1000000000xi1>
    "x.use"(%1, %cst) : (vector<4x1000000000xi1>, f32) -> ()
    return %0 : vector<[4]x1000000000xi1>
  }
}

