
func.func @loop_for_step(%arg0: f32, %arg1: index) {
  "scf.for"(%arg1, %arg1, %arg0) ({}) : (index, index, f32) -> ()
  return
}
// expected-error@-3 {{'scf.for' op operand #2 must be signless integer or index, but got 'f32'}}
