module {
  func.func private @callee(i32) -> i32
  func.func @indirect_unknown(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
    %0 = call_indirect %arg0(%arg1) : (i32) -> i32
    return %0 : i32
  }
}

