module {
  func.func private @callee(i32) -> i32
  func.func @indirect_to_direct(%arg0: i32) -> i32 {
    %f = constant @callee : (i32) -> i32
    %0 = call_indirect %f(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

