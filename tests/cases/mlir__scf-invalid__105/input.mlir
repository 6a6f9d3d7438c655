
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    scf.condition(%c)
  } do {
  ^bb0:
    scf.yield
  } {foo}
  return
}
// expected-error@-3 {{expected operation name in quotes}}
