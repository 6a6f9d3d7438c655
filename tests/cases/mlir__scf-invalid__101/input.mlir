
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : (i32, i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
