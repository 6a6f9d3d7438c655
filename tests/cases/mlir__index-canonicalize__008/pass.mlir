module {
  func.func @cmp_constants() -> (i1, i1, i1, i1, i1, i1) {
    %false = index.bool.constant false
    %true = index.bool.constant true
    return %false, %true, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1
  }
}

