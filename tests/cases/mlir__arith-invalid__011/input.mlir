
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.addf"(%a, %a) {fastmath = 1} : (f32, f32) -> f32
  return
}
// expected-error@-3 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
