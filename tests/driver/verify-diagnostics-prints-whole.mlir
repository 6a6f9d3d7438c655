// ARGS: --verify-diagnostics
func.func @ok(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
