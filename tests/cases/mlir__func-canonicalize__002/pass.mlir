module {
  func.func private @callee()
  func.func @constants_uniqued() {
    %f = constant @callee : () -> ()
    "test.use"(%f, %f) : (() -> (), () -> ()) -> ()
    return
  }
}

