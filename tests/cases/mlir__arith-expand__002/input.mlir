
func.func @s(%a: f4E2M1FN, %s: f8E8M0FNU) -> f32 {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  return %0 : f32
}
