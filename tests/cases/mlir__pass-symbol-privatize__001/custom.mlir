module {
  func.func @lonely() {
    return
  }
}

