
func.func @negf_patterns(%x: f32, %y: f32, %v: vector<2xf16>, %w: vector<2xf16>) -> (f32, f32, vector<2xf16>) {
  %nx = arith.negf %x : f32 loc("nx")
  %ny = arith.negf %y fastmath<nnan> : f32 loc("ny")
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32 loc("r0")
  %1 = arith.divf %nx, %ny : f32 loc("r1")
  %nv = arith.negf %v : vector<2xf16> loc("nv")
  %nw = arith.negf %w : vector<2xf16> loc("nw")
  %2 = arith.divf %nv, %nw fastmath<nsz> : vector<2xf16> loc("r2")
  return %0, %1, %2 : f32, f32, vector<2xf16> loc("ret")
} loc("f")

