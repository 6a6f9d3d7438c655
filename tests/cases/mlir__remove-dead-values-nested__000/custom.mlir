module {
  module @a {
    func.func private @f(%arg0: i32, %arg1: i32) -> (i32, i32) {
      return %arg0, %arg1 : i32, i32
    }
    func.func nested @g(%arg0: i32, %arg1: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @use(%arg0: i32) -> i32 {
      %0:2 = call @f(%arg0, %arg0) : (i32, i32) -> (i32, i32)
      %1 = call @g(%arg0, %arg0) : (i32, i32) -> i32
      return %0#0 : i32
    }
  }
  func.func private @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

