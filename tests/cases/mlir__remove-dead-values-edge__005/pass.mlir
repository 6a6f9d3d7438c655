module {
  func.func private @empty() {
    return
  }
  func.func private @never() {
    return
  }
  func.func @calls_empty() {
    call @empty() : () -> ()
    return
  }
}

