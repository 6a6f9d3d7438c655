module {
  func.func @for_dead(%arg0: index, %arg1: index, %arg2: index) {
    return
  }
}

