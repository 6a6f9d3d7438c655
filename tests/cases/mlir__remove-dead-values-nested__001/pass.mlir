module {
  module @b {
    module @c attributes {sym_visibility = "private"} {
      func.func nested @h() {
        return
      }
    }
    func.func @caller(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
  }
}

