module {
  func.func @inline_true(%arg0: index) -> index {
    %0 = shape.const_witness true
    %1 = shape.assuming %0 -> (index) {
      %2 = "foo.op"(%arg0) : (index) -> index
      shape.assuming_yield %2 : index
    }
    return %1 : index
  }
}

