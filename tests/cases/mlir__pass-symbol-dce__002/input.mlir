
// Calls keep their callees; recursion alone does not.
module {
  func.func private @callee(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @self_recursive() {
    func.call @self_recursive() : () -> ()
    return
  }
  func.func @caller(%a: i32) -> i32 {
    %0 = func.call @callee(%a) : (i32) -> i32
    return %0 : i32
  }
}

