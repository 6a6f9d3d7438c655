
func.func @f(%a: index) {
  scf.for %i = %a step %a {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected 'to'}}
