
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : i32 {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
