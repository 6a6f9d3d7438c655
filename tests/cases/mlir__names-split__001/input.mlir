
// A name visible from the module region: functions see it.
%c = arith.constant 1 : i32
func.func @f() {
  %c1 = arith.constant 1 : i32
  %0 = "test.d"() : () -> i32
  return
}
func.func @g() {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1
^bb1:
  return
}

