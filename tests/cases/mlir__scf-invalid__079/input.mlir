
func.func @f(%a: index, %f: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
