
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) = (%a) to (%a) step {
  }
  return
}
// expected-error@-4 {{expected '(' in dynamic index list}}
// expected-error@-5 {{custom op 'scf.forall' expected SSA value or integer}}
