module {
  func.func @inline_true(%arg0: index) -> index {
    %0 = "foo.op"(%arg0) : (index) -> index
    return %0 : index
  }
}

