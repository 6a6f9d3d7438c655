module {
  func.func @forall(%arg0: index) {
    scf.forall (%arg1, %arg2) in (%arg0, 8) {
      "foo.use"(%arg1, %arg2) : (index, index) -> ()
    }
    return
  }
}

