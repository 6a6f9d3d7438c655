
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.condition"() : () -> ()
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-7 {{'scf.condition' op expected 1 or more operands, but found 0}}
