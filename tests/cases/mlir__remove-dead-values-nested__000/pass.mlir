module {
  module @a {
    func.func private @f(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func nested @g(%arg0: i32) {
      return
    }
    func.func @use(%arg0: i32) -> i32 {
      %0 = call @f(%arg0) : (i32) -> i32
      call @g(%arg0) : (i32) -> ()
      return %0 : i32
    }
  }
  func.func private @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

