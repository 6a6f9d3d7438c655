module {
  func.func @cmp_constants() -> (i1, i1, i1, i1, i1, i1) {
    %idx3 = index.constant 3
    %idx-1 = index.constant -1
    %0 = index.cmp slt(%idx3, %idx-1)
    %1 = index.cmp ult(%idx3, %idx-1)
    %2 = index.cmp eq(%idx3, %idx3)
    %3 = index.cmp sge(%idx3, %idx-1)
    %4 = index.cmp ugt(%idx3, %idx-1)
    %5 = index.cmp ne(%idx3, %idx-1)
    return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
  }
}

