
func.func @f(%c: i32, %x: i32) {
  scf.if %c {
  }
  return
}
// expected-error@-4 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
// expected-note@-6 {{prior use here}}
