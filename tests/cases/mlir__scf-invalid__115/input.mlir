
func.func @f(%a: index) {
  scf.for %i = %a to %a {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected 'step'}}
