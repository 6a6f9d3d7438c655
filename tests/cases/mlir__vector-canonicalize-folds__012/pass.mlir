module {
  func.func @a(%arg0: vector<4xf32>, %arg1: f32, %arg2: index) -> (vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>) {
    %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
    %1 = vector.create_mask %arg2 : vector<3xi1>
    %2 = vector.constant_mask [2, 3] : vector<4x3xi1>
    %3 = vector.shape_cast %2 : vector<4x3xi1> to vector<12xi1>
    %4 = vector.broadcast %arg1 : f32 to vector<4xf32>
    %5 = vector.insert %arg1, %4 [2] : f32 into vector<4xf32>
    %6 = vector.constant_mask [3] : vector<4xi1>
    "use"(%3) : (vector<12xi1>) -> ()
    return %0, %1, %6, %5 : vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>
  }
  func.func @b(%arg0: vector<4xf32>, %arg1: f32) -> (f32, vector<4xf32>, f32, f32) {
    %0 = ub.poison : f32
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
    %1:4 = vector.to_elements %arg0 : vector<4xf32>
    %2:4 = vector.to_elements %cst : vector<4xf32>
    %3 = vector.from_elements %1#0, %0, %1#2, %1#3 : vector<4xf32>
    return %1#1, %3, %arg1, %2#3 : f32, vector<4xf32>, f32, f32
  }
  func.func @c(%arg0: vector<4x1xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<4x1xf32>) {
    %cst = arith.constant dense<0.000000e+00> : vector<4x1xf32>
    %0 = vector.fma %arg0, %arg0, %cst : vector<4x1xf32>
    %1 = vector.shape_cast %arg0 : vector<4x1xf32> to vector<4xf32>
    %2 = arith.addf %arg1, %1 : vector<4xf32>
    return %2, %0 : vector<4xf32>, vector<4x1xf32>
  }
  func.func @d(%arg0: vector<2x4xf32>, %arg1: vector<2x4xf32>) -> (vector<2x4xf32>, vector<4x2xf32>) {
    %0 = vector.constant_mask [1, 2] : vector<2x4xi1>
    %1 = arith.select %0, %arg0, %arg1 : vector<2x4xi1>, vector<2x4xf32>
    %2 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    return %1, %2 : vector<2x4xf32>, vector<4x2xf32>
  }
  func.func @e(%arg0: vector<1xf32>, %arg1: vector<4x1xf32>) -> (vector<1xf32>, f32, vector<1x1x4xf32>) {
    %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
    %1 = vector.shape_cast %arg1 : vector<4x1xf32> to vector<4xf32>
    %2 = vector.broadcast %1 : vector<4xf32> to vector<1x1x4xf32>
    return %arg0, %0, %2 : vector<1xf32>, f32, vector<1x1x4xf32>
  }
}

