module {
  func.func private @callee(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @caller(%arg0: i32) -> i32 {
    %0 = call @callee(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

