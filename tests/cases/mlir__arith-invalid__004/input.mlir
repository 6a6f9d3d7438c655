
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.bitcast"(%x) : (index) -> i64
  return
}
// expected-error@-3 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
