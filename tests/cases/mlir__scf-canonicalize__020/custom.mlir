module {
  func.func @if_nested(%arg0: i1, %arg1: i1) {
    scf.if %arg0 {
      scf.if %arg1 {
        "test.inner"() : () -> ()
      }
    }
    return
  }
}

