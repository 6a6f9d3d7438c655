
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args(%b = %x) (i32) {
    scf.yield %b : i32
  }
  return
}
// expected-error@-5 {{expected '->'}}
