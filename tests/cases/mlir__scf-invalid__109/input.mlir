
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.condition"(%a) : (i32) -> ()
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-7 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
