
func.func @f(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f, %f) -> f32 {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' number of operands and types do not match: got 2 operands and 1 types}}
