
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.constant"() {value = "foo"} : () -> i32
  return
}
// expected-error@-3 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
