
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args %x -> (i32) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected '('}}
