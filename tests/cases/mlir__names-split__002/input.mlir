
// Nested modules: functions inside a nested module are numbered with it.
module {
  func.func @f() {
    %c1 = arith.constant 1 : i32
    return
  }
}
func.func @g() -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = "test.d"() : () -> i32
  return %c1 : i32
}
