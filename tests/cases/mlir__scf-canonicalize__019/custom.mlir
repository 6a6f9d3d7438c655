module {
  func.func @if_empty_else(%arg0: i1) {
    scf.if %arg0 {
      "test.then"() : () -> ()
    } else {
    }
    return
  }
}

