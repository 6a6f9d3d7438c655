module {
  func.func private @lonely() {
    return
  }
}

