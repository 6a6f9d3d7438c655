
func.func private @callee(i32) -> i32

func.func @dead_constant(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  return %a : i32
}
