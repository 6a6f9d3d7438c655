module {
  func.func @v(%arg0: index) -> vector<[4]x1000000000xi1> {
    %0 = vector.create_mask %arg0, %arg0 : vector<[4]x1000000000xi1>
    %1 = vector.constant_mask [2, 1000000000] : vector<4x1000000000xi1>
    %cst = arith.constant dense<0.000000e+00> : vector<1000000000x1000000000xf32>
    %2 = vector.shape_cast %cst : vector<1000000000x1000000000xf32> to vector<1000000000000000000xf32>
    %3 = vector.extract %2[999999999999999999] : f32 from vector<1000000000000000000xf32>
    "x.use"(%1, %3) : (vector<4x1000000000xi1>, f32) -> ()
    return %0 : vector<[4]x1000000000xi1>
  }
}

