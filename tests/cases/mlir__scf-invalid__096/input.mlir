
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) = (%a) to (%a) step (%a) shared_outs(%o = %t) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
