
func.func @loop_if_not_i1(%arg0: index) {
  "scf.if"(%arg0) ({}, {}) : (index) -> ()
  return
}
// expected-error@-3 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
