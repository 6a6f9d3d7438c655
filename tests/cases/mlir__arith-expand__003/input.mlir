
func.func @s(%a: f32, %s: f8E8M0FNU) -> f4E2M1FN {
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f4E2M1FN
  return %0 : f4E2M1FN
}
func.func @t(%a: vector<4xf32>, %s: vector<4xf32>) -> vector<4xf16> {
  %0 = arith.scaling_truncf %a, %s : vector<4xf32>, vector<4xf32> to vector<4xf16>
  return %0 : vector<4xf16>
}
func.func @e(%a: vector<4xf16>, %s: vector<4xbf16>) -> vector<4xf32> {
  %0 = arith.scaling_extf %a, %s : vector<4xf16>, vector<4xbf16> to vector<4xf32>
  return %0 : vector<4xf32>
}
