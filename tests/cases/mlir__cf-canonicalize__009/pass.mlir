module {
  func.func @cond_br_to_unreachable(%arg0: i1) {
    "test.a"() : () -> ()
    "test.b"() : () -> ()
    return
  }
}

