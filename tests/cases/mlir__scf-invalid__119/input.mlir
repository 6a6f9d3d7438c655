
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args(%b = %x) -> (i32) : i32 {
    scf.yield %b : i32
  }
  return
}
// expected-error@-5 {{use of value '%a' expects different type than prior uses: 'i32' vs 'index'}}
// expected-note@-7 {{prior use here}}
