
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.index_cast"(%a) : (f32) -> i64
  return
}
// expected-error@-3 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
