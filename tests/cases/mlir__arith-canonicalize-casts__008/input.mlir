
func.func @truncf() -> (f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32) {
  %a = arith.constant 1.5 : f64
  %0 = arith.truncf %a : f64 to f32
  %b = arith.constant 0.1 : f64
  %1 = arith.truncf %b : f64 to f32
  %c = arith.constant 65520.0 : f32
  %2 = arith.truncf %c : f32 to f16
  %inf = arith.constant 0xFF800000 : f32
  %3 = arith.truncf %inf : f32 to f16
  %d = arith.constant 1.0 : f32
  %4 = arith.truncf %d : f32 to bf16
  %nan = arith.constant 0x7FC00000 : f32
  %5 = arith.truncf %nan : f32 to f16
  %e = arith.constant 5.9604644775390625E-8 : f32
  %6 = arith.truncf %e : f32 to f16
  %v = arith.constant dense<[1.0, 0.1]> : vector<2xf32>
  %7 = arith.truncf %v : vector<2xf32> to vector<2xf16>
  %f = arith.constant 2.0 : f64
  %8 = arith.truncf %f downward : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32
}

