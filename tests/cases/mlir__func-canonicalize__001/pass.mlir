module {
  func.func private @callee(i32) -> i32
  func.func @indirect_with_attrs(%arg0: i32) -> i32 {
    "test.before"() : () -> ()
    %0 = call @callee(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

