
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.constant"() {value = 1 : si32} : () -> si32
  return
}
// expected-error@-3 {{'arith.constant' op integer return type must be signless}}
