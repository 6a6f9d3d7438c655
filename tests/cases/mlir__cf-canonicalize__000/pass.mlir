module {
  func.func @assert_true(%arg0: i1) {
    cf.assert %arg0, "sometimes"
    return
  }
}

