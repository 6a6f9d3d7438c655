module {
  func.func @negf_patterns(%arg0: f32, %arg1: f32, %arg2: vector<2xf16>, %arg3: vector<2xf16>) -> (f32, f32, vector<2xf16>) {
    %0 = arith.negf %arg0 : f32
    %1 = arith.negf %arg1 fastmath<nnan> : f32
    %2 = arith.mulf %0, %1 fastmath<fast> : f32
    %3 = arith.divf %0, %1 : f32
    %4 = arith.negf %arg2 : vector<2xf16>
    %5 = arith.negf %arg3 : vector<2xf16>
    %6 = arith.divf %4, %5 fastmath<nsz> : vector<2xf16>
    return %2, %3, %6 : f32, f32, vector<2xf16>
  }
}

