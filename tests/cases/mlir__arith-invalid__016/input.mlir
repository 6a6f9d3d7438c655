
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.scaling_extf"(%a, %a) : (f32, f32) -> f64
  %1 = "arith.extf"(%a) : (f32) -> f32
  return
}
// expected-error@-3 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
