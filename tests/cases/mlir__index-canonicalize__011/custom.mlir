module {
  func.func @cmp_sub_zero(%arg0: index, %arg1: index) -> (i1, i1) {
    %idx0 = index.constant 0
    %0 = index.sub %arg0, %arg1
    %1 = index.cmp slt(%0, %idx0)
    %2 = index.cmp ult(%idx0, %0)
    return %1, %2 : i1, i1
  }
}

