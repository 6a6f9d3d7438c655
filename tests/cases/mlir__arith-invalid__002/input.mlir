
func.func @f(%a: f32, %i: i32) {
  %0 = "arith.extui"(%a) : (f32) -> i64
  return
}
// expected-error@-3 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
