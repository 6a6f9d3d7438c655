module @outer {
  module @inner {
    func.func nested @f(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func private @g() {
      return
    }
    func.func @call(%arg0: i32) -> i32 {
      %0 = call @f(%arg0) : (i32) -> i32
      call @g() : () -> ()
      return %0 : i32
    }
  }
  func.func @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

