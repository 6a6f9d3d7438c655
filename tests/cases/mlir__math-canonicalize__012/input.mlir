
func.func @no_folder(%x: f32) -> (f32, f32, f32, f32) {
  %c = arith.constant 8.0 : f32
  %0 = math.cbrt %c : f32
  %1 = math.rsqrt %c : f32
  %2 = math.fma %c, %c, %c : f32
  %3 = math.sin %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
