
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.select"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
