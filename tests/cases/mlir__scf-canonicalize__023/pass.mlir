module {
  func.func @if_combine_not(%arg0: i1) {
    scf.if %arg0 {
      "test.a"() : () -> ()
    } else {
      "test.b"() : () -> ()
    }
    return
  }
}

