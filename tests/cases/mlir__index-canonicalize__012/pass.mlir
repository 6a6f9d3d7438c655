module {
  func.func @bool_constants() -> (i1, i1, index) {
    %true = index.bool.constant true
    %false = index.bool.constant false
    %0 = index.sizeof
    return %true, %false, %0 : i1, i1, index
  }
}

