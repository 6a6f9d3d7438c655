
func.func @f(%a: index, %t: f32) {
  %r = scf.forall (%i) in (%a) shared_outs(%o = %t) -> (f32) {
  }
  return
}
// expected-error@-4 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'f32'}}
