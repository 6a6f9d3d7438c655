module {
  func.func @dead(%arg0: index, %arg1: f32) {
    return
  }
}

