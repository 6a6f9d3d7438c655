
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.divui"(%i, %i) {isExact = 1} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.divui' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
