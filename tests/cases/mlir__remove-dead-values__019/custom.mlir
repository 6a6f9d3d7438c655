module @outer {
  module @inner {
    func.func nested @f(%arg0: i32, %arg1: i32) -> i32 {
      return %arg0 : i32
    }
    func.func private @g(%arg0: i32, %arg1: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @call(%arg0: i32) -> i32 {
      %0 = call @f(%arg0, %arg0) : (i32, i32) -> i32
      %1 = call @g(%arg0, %arg0) : (i32, i32) -> i32
      return %0 : i32
    }
  }
  func.func @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

