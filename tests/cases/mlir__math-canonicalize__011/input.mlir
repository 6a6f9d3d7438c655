
func.func @poison() -> (f32, f32, f32, i32, i1) {
  %p = ub.poison : f32
  %c = arith.constant 2.0 : f32
  %pi = ub.poison : i32
  %ci = arith.constant 3 : i32
  %0 = math.sin %p : f32
  %1 = math.copysign %c, %p : f32
  %2 = math.atan2 %p, %c : f32
  %3 = math.ipowi %ci, %pi : i32
  %4 = math.isnan %p : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, i32, i1
}

