
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) (i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{expected ':'}}
