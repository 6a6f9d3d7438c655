
func.func @f(%a: f32, %i: i32) {
  %0 = "arith.addf"(%i, %i) : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
