module {
  func.func @from_above(%arg0: i1, %arg1: i32) {
    return
  }
}

