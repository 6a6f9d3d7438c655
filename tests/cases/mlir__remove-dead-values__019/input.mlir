
// nested visibility, nested modules
module @outer {
  module @inner {
    func.func nested @f(%a: i32, %b: i32) -> i32 {
      return %a : i32
    }
    func.func private @g(%a: i32, %b: i32) -> i32 {
      return %a : i32
    }
    func.func @call(%x: i32) -> i32 {
      %r = func.call @f(%x, %x) : (i32, i32) -> i32
      %s = func.call @g(%x, %x) : (i32, i32) -> i32
      return %r : i32
    }
  }
  func.func @top(%x: i32) -> i32 {
    return %x : i32
  }
}

