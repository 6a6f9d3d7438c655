module {
  func.func @if_in_unregistered(%arg0: i1) {
    "foo.region"() ({
      scf.if %arg0 {
        "foo.x"() : () -> ()
      }
      "foo.end"() : () -> ()
    }) : () -> ()
    return
  }
}

