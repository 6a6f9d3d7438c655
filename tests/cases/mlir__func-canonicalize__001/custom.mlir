module {
  func.func private @callee(i32) -> i32
  func.func @indirect_with_attrs(%arg0: i32) -> i32 {
    "test.before"() : () -> ()
    %f = constant @callee : (i32) -> i32
    %0 = call_indirect %f(%arg0) {arg_attrs = [{test.attr}]} : (i32) -> i32
    return %0 : i32
  }
}

