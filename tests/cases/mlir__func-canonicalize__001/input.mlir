
func.func private @callee(i32) -> i32

func.func @indirect_with_attrs(%a: i32) -> i32 {
  "test.before"() : () -> ()
  %f = func.constant @callee : (i32) -> i32 loc("fn")
  %0 = func.call_indirect %f(%a) {arg_attrs = [{test.attr}]} : (i32) -> i32 loc("call")
  return %0 : i32
}

