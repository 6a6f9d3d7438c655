module {
  func.func @s(%arg0: f32, %arg1: f8E8M0FNU) -> f4E2M1FN {
    %0 = arith.scaling_truncf %arg0, %arg1 : f32, f8E8M0FNU to f4E2M1FN
    return %0 : f4E2M1FN
  }
  func.func @t(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf16> {
    %0 = arith.scaling_truncf %arg0, %arg1 : vector<4xf32>, vector<4xf32> to vector<4xf16>
    return %0 : vector<4xf16>
  }
  func.func @e(%arg0: vector<4xf16>, %arg1: vector<4xbf16>) -> vector<4xf32> {
    %0 = arith.scaling_extf %arg0, %arg1 : vector<4xf16>, vector<4xbf16> to vector<4xf32>
    return %0 : vector<4xf32>
  }
}

