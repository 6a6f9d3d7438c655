
func.func @f(%a: i32) {
  "scf.reduce.return"(%a, %a) : (i32, i32) -> ()
  "test.x"() : () -> ()
}
// expected-error@-3 {{'scf.reduce.return' op requires a single operand}}
