module {
  func.func @negf_patterns(%arg0: f32, %arg1: f32, %arg2: vector<2xf16>, %arg3: vector<2xf16>) -> (f32, f32, vector<2xf16>) {
    %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
    %1 = arith.divf %arg0, %arg1 : f32
    %2 = arith.divf %arg2, %arg3 fastmath<nsz> : vector<2xf16>
    return %0, %1, %2 : f32, f32, vector<2xf16>
  }
}

