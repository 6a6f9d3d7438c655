module {
  module @m attributes {sym_visibility = "private"} {
    func.func nested @f(%arg0: i32, %arg1: i32) -> i32 {
      return %arg0 : i32
    }
  }
  func.func @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

