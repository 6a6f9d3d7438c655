module {
  func.func @cmp_sub_zero(%arg0: index, %arg1: index) -> (i1, i1) {
    %0 = index.cmp slt(%arg0, %arg1)
    %1 = index.cmp ult(%arg1, %arg0)
    return %0, %1 : i1, i1
  }
}

