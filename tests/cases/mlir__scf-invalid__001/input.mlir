
func.func @loop_for_ub(%arg0: f32, %arg1: index) {
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, f32, index) -> ()
  return
}
// expected-error@-3 {{'scf.for' op operand #1 must be signless integer or index, but got 'f32'}}
