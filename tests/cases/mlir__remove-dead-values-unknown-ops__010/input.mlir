
func.func private @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @main(%v: i32) {
  %0 = "test.foo"() {ref = @f} : () -> i32
  %1 = func.call @f(%v) : (i32) -> i32
  return
}
