module {
  func.func @identity(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

