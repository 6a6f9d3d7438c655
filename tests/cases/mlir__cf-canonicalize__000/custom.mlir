module {
  func.func @assert_true(%arg0: i1) {
    %true = arith.constant true
    cf.assert %true, "always"
    cf.assert %arg0, "sometimes"
    return
  }
}

