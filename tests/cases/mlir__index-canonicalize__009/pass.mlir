module {
  func.func @cmp_same(%arg0: index) -> (i1, i1, i1, i1) {
    %true = index.bool.constant true
    %false = index.bool.constant false
    return %true, %false, %true, %false : i1, i1, i1, i1
  }
}

