
func.func @f(%a: index, %f: f32) {
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' expected 2 operands}}
