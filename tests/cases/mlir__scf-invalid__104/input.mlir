
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    scf.condition(%c)
  } {
    scf.yield
  }
  return
}
// expected-error@-5 {{custom op 'scf.while' expected 'do'}}
