
func.func @if_in_unregistered(%c: i1) {
  "foo.region"() ({
    scf.if %c {
      "foo.x"() : () -> ()
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

