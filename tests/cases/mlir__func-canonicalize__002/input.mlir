
func.func private @callee()

func.func @constants_uniqued() {
  %f = func.constant @callee : () -> ()
  %g = func.constant @callee : () -> ()
  "test.use"(%f, %g) : (() -> (), () -> ()) -> ()
  return
}

