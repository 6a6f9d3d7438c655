module {
  func.func @forall_lb(%arg0: index, %arg1: index) {
    scf.forall (%arg2) = (%arg0) to (%arg1) step (3) {
      "foo.use"(%arg2) : (index) -> ()
    }
    return
  }
}

