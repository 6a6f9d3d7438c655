module {
  func.func @single(%arg0: index) -> index {
    return %arg0 : index
  }
}

