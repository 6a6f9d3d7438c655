module {
  func.func @s(%arg0: f32, %arg1: f8E8M0FNU) -> f4E2M1FN {
    %0 = arith.extf %arg1 : f8E8M0FNU to f32
    %1 = arith.divf %arg0, %0 : f32
    %2 = arith.truncf %1 : f32 to f4E2M1FN
    return %2 : f4E2M1FN
  }
  func.func @t(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf16> {
    %0 = arith.truncf %arg1 : vector<4xf32> to vector<4xf8E8M0FNU>
    %1 = arith.extf %0 : vector<4xf8E8M0FNU> to vector<4xf32>
    %2 = arith.divf %arg0, %1 : vector<4xf32>
    %3 = arith.truncf %2 : vector<4xf32> to vector<4xf16>
    return %3 : vector<4xf16>
  }
  func.func @e(%arg0: vector<4xf16>, %arg1: vector<4xbf16>) -> vector<4xf32> {
    %0 = arith.truncf %arg1 : vector<4xbf16> to vector<4xf8E8M0FNU>
    %1 = arith.extf %0 : vector<4xf8E8M0FNU> to vector<4xf32>
    %2 = arith.extf %arg0 : vector<4xf16> to vector<4xf32>
    %3 = arith.mulf %2, %1 : vector<4xf32>
    return %3 : vector<4xf32>
  }
}

