module {
  func.func @cmp_minmax(%arg0: index) -> (i1, i1, i1, i1) {
    %idx5 = index.constant 5
    %idx10 = index.constant 10
    %0 = index.maxs %arg0, %idx5
    %1 = index.mins %arg0, %idx5
    %2 = index.cmp slt(%0, %idx5)
    %3 = index.cmp sge(%0, %idx5)
    %4 = index.cmp sgt(%1, %idx10)
    %5 = index.cmp slt(%1, %idx10)
    return %2, %3, %4, %5 : i1, i1, i1, i1
  }
}

