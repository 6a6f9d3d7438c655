module {
  module @inner {
    func.func private @f(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @g(%arg0: i32) -> i32 {
      %0 = call @f(%arg0) : (i32) -> i32
      return %0 : i32
    }
  }
  module @inner2 attributes {sym_visibility = "private"} {
    func.func nested @f(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @g(%arg0: i32) -> i32 {
      %0 = call @f(%arg0) : (i32) -> i32
      return %0 : i32
    }
  }
  func.func private @h(%arg0: i32) -> i32 {
    %0 = call @h2(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func @k(%arg0: i32) -> i32 {
    %0 = call @h(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func private @h2(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

