module {
  func.func @if_swap(%arg0: i1) {
    scf.if %arg0 {
      "test.b"() : () -> ()
    } else {
      "test.a"() : () -> ()
    }
    return
  }
}

