
func.func @f(%c: i1, %x: i32) {
  scf.if %c {
  } else
  return
}
// expected-error@-3 {{expected '{' to begin a region}}
