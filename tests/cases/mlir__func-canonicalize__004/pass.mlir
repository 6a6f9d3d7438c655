module {
  func.func private @callee(i32) -> i32
  func.func @dead_constant(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

