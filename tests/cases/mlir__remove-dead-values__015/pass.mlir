module {
  func.func @assert(%arg0: i1, %arg1: i32) {
    cf.assert %arg0, "boom"
    return
  }
}

