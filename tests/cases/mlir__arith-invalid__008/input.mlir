
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.truncf"(%a) {roundingmode = 7 : i32} : (f32) -> f16
  return
}
// expected-error@-3 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
