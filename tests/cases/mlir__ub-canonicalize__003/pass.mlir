module {
  func.func @poison_dead() {
    return
  }
}

