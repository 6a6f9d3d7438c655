
// private module
module {
  module @m attributes {sym_visibility = "private"} {
    func.func nested @f(%a: i32, %b: i32) -> i32 {
      return %a : i32
    }
  }
  func.func @top(%x: i32) -> i32 {
    return %x : i32
  }
}

