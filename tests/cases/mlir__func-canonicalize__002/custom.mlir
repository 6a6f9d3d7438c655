module {
  func.func private @callee()
  func.func @constants_uniqued() {
    %f = constant @callee : () -> ()
    %f_0 = constant @callee : () -> ()
    "test.use"(%f, %f_0) : (() -> (), () -> ()) -> ()
    return
  }
}

