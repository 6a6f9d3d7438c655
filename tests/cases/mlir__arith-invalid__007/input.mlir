
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.constant"() {value = 0 : i32} : () -> i32
  %1 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i32, i32)
  return
}
// expected-error@-3 {{operation defines 2 results but was provided 1 to bind}}
