
func.func @remf() -> (f32, f32, f32, f32, f64) {
  %a = arith.constant 5.5 : f32
  %b = arith.constant 2.0 : f32
  %na = arith.constant -5.5 : f32
  %0 = arith.remf %a, %b : f32
  %1 = arith.remf %na, %b : f32
  %z = arith.constant 0.0 : f32
  %2 = arith.remf %a, %z : f32
  %inf = arith.constant 0x7F800000 : f32
  %3 = arith.remf %a, %inf : f32
  %c = arith.constant 1.0e300 : f64
  %d = arith.constant 3.0 : f64
  %4 = arith.remf %c, %d : f64
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f64
}

