module {
  func.func @used() {
    call @callee() : () -> ()
    return
  }
  func.func private @callee() {
    return
  }
  module @nested {
  }
}

