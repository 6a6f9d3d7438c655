module {
  func.func @cmp_same(%arg0: index) -> (i1, i1, i1, i1) {
    %0 = index.cmp eq(%arg0, %arg0)
    %1 = index.cmp slt(%arg0, %arg0)
    %2 = index.cmp uge(%arg0, %arg0)
    %3 = index.cmp ne(%arg0, %arg0)
    return %0, %1, %2, %3 : i1, i1, i1, i1
  }
}

