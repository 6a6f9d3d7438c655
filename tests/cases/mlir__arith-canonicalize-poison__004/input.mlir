
func.func @float_poison(%x: f32) -> (f32, f32, f32) {
  %p = ub.poison : f32
  %0 = arith.addf %x, %p : f32
  %1 = arith.negf %p : f32
  %c = arith.constant 2.0 : f32
  %2 = arith.maximumf %p, %c : f32
  return %0, %1, %2 : f32, f32, f32
}
