
func.func @extf() -> (f64, f32, f64, f32, f32, vector<2xf32>, f64) {
  %a = arith.constant 1.5 : f32
  %0 = arith.extf %a : f32 to f64
  %b = arith.constant 65504.0 : f16
  %1 = arith.extf %b : f16 to f32
  %inf = arith.constant 0x7F800000 : f32
  %2 = arith.extf %inf : f32 to f64
  %nan = arith.constant 0x7E00 : f16
  %3 = arith.extf %nan : f16 to f32
  %snan = arith.constant 0x7C01 : f16
  %4 = arith.extf %snan : f16 to f32
  %v = arith.constant dense<[1.0, 0.5]> : vector<2xbf16>
  %5 = arith.extf %v : vector<2xbf16> to vector<2xf32>
  %c = arith.constant 1.0e-40 : f32
  %6 = arith.extf %c : f32 to f64
  return %0, %1, %2, %3, %4, %5, %6 : f64, f32, f64, f32, f32, vector<2xf32>, f64
}

