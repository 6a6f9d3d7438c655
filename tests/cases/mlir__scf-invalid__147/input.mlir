
func.func @f(%a: i32) {
  scf.condition(%a)
  "test.x"() : () -> ()
}
// expected-error@-3 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
// expected-note@-5 {{prior use here}}
