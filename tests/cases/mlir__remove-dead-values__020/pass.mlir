module {
  module @m attributes {sym_visibility = "private"} {
    func.func nested @f() {
      return
    }
  }
  func.func @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

