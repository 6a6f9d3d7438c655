
func.func @if_nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.inner"() : () -> ()
    }
  }
  return
}

