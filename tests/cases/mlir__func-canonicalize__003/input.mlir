
func.func private @callee(i32) -> i32

func.func @indirect_unknown(%f: (i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

