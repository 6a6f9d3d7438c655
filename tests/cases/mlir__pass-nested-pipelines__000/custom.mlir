module {
  func.func private @unused()
  func.func @used() {
    call @callee() : () -> ()
    return
  }
  func.func private @callee() {
    return
  }
  module @nested {
    func.func @inner() {
      return
    }
  }
}

