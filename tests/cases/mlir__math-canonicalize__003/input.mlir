
func.func @atan2_zeros() -> (f16, f32, f32) {
  %z = arith.constant 0.0 : f16
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f16
  %0 = math.atan2 %z, %z : f16
  %1 = math.atan2 %nz, %pz : f32
  %2 = math.atan2 %pz, %nz : f32
  %3 = math.atan2 %one, %z : f16
  "test.use"(%3) : (f16) -> ()
  return %0, %1, %2 : f16, f32, f32
}

