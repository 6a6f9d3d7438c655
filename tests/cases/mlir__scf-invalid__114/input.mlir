
func.func @f(%c: i1, %a: i32) {
  scf.while : () -> () {
    scf.condition %c
  } do {
    scf.yield
  }
  return
}
// expected-error@-6 {{expected '('}}
