module {
  func.func private @uncalled() {
    return
  }
}

