
func.func @negf(%x: f32) -> (f32, f32, f32, f32, vector<2xf16>) {
  %n = arith.negf %x : f32
  %0 = arith.negf %n : f32
  %a = arith.constant 2.0 : f32
  %1 = arith.negf %a : f32
  %z = arith.constant 0.0 : f32
  %2 = arith.negf %z : f32
  %nan = arith.constant 0x7FC00000 : f32
  %3 = arith.negf %nan : f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf16>
  %4 = arith.negf %v : vector<2xf16>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, vector<2xf16>
}

