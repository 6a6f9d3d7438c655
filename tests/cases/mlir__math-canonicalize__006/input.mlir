
func.func @classify() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f32
  %0 = math.isinf %inf : f32
  %1 = math.isnan %nan : f32
  %2 = math.isfinite %inf : f32
  %3 = math.isnormal %den : f32
  %4 = math.isnormal %one : f32
  %5 = math.isfinite %den : f32
  %6 = math.isnan %one : f32
  %7 = math.isinf %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

