module {
  func.func @cmp_minmax(%arg0: index) -> (i1, i1, i1, i1) {
    %false = index.bool.constant false
    %true = index.bool.constant true
    return %false, %true, %false, %true : i1, i1, i1, i1
  }
}

