module {
  module @inner {
    func.func @g(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
  }
  module @inner2 attributes {sym_visibility = "private"} {
    func.func @g(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
  }
  func.func @k(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

