
func.func private @f(%a: i32) {
  return
}
func.func @main(%v: i32) {
  "test.foo"() {ref = @f} : () -> ()
  func.call @f(%v) : (i32) -> ()
  return
}

