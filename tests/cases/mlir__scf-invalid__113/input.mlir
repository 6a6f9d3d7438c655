
func.func @f(%c: i1, %a: i32) {
  scf.condition(%c)
}
// expected-error@-2 {{'scf.condition' op expects parent op 'scf.while'}}
