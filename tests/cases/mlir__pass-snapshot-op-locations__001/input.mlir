
func.func @function2() -> i32 {
  %1 = "foo"() : () -> i32
  return %1 : i32
}
